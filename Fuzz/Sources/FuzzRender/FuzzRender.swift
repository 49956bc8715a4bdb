import FuzzShapes
import FuzzSupport

/// Parse + style + layout + ANSI render at a width from the first byte: the layout contract
/// and terminal safety, `RobustnessCheck.render`.
func fuzzRender(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    if let failure = RobustnessCheck.render(bytes) { fuzzFailure(failure) }
    return 0
}

@_cdecl("FuzzRender_main")
func fuzzRenderMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv) { fuzzRender($0, $1) }
}
