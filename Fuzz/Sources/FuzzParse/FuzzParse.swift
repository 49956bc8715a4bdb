import FuzzShapes
import FuzzSupport

/// Parse + convert + walk, and this package's HTML equal to cmark-gfm's for the same bytes and
/// options (the first byte picks them): `RobustnessCheck.parse`.
func fuzzParse(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    if let failure = RobustnessCheck.parse(bytes) { fuzzFailure(failure) }
    return 0
}

@_cdecl("FuzzParse_main")
func fuzzParseMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv) { fuzzParse($0, $1) }
}
