/// Times closures over repeated runs and reports medians.
struct Stopwatch {
    /// Each measurement takes at least this many runs (after one warm-up run)...
    var minimumRuns: Int
    /// ...and at least this long, up to 200 runs; a stage past 5 s stops after 3 runs.
    var minimumSeconds: Double

    /// The median duration of `body`, in seconds.
    mutating func median(_ body: () -> Void) -> Double {
        median(setup: {}) { _ in body() }
    }

    /// The median duration of `body`, in seconds, each run given a fresh value from `setup`
    /// (which is not timed).
    mutating func median<Value>(setup: () -> Value, _ body: (Value) -> Void) -> Double {
        body(setup())
        let clock = ContinuousClock()
        var samples: [Double] = []
        var total = 0.0
        while samples.count < 3 || ((samples.count < minimumRuns || total < minimumSeconds) && total < 5) {
            let value = setup()
            let start = clock.now
            body(value)
            let sample = Self.seconds(clock.now - start)
            samples.append(sample)
            total += sample
            if samples.count >= 200 { break }
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
