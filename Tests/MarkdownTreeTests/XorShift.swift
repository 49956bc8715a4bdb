/// The random source of the generated-input tests: xorshift64 from a fixed state, so every
/// run sees the same inputs.
struct XorShift {
    private var state: UInt64

    /// A generator from `state` (not zero: xorshift never leaves zero).
    init(state: UInt64) {
        precondition(state != 0, "xorshift needs a state other than zero")
        self.state = state
    }

    /// The next number, reduced to `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
}
