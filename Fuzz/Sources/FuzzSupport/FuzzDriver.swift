#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libFuzzer's entry point for programs that keep their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments over `body`.
///
/// SwiftPM links an executable's `main` to `TARGET_main`; each fuzz target defines that
/// symbol and hands its test function to this driver.
public func runFuzzer(
    argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var argc = argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&argc, &argv, body)
}

/// Reports a failed check on standard error and aborts, so libFuzzer saves the input.
/// (`preconditionFailure` drops its message in optimised builds.)
public func fuzzFailure(_ message: String) -> Never {
    var line = Array(("\nFUZZ CHECK FAILED: " + message + "\n").utf8)
    line.withUnsafeMutableBytes { _ = write(2, $0.baseAddress, $0.count) }
    abort()
}
