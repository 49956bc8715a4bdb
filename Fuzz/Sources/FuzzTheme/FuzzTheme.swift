import FuzzShapes
import FuzzSupport

/// Theme JSON decoding never crashes (a ThemeError or a theme), and a decoded theme's strings
/// never reach the terminal as escapes: `RobustnessCheck.theme`.
func fuzzTheme(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    if let failure = RobustnessCheck.theme(bytes) { fuzzFailure(failure) }
    return 0
}

@_cdecl("FuzzTheme_main")
func fuzzThemeMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv) { fuzzTheme($0, $1) }
}
