import CMarkSwift
import FuzzSupport

/// Parse + convert + walk any bytes: must never crash, and the walk must reach every node.
func fuzzParse(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let document = Document(parsing: bytes)
    var entered = 0
    document.root.walk { event in
        if case .enter = event { entered += 1 }
        return .visitChildren
    }
    precondition(entered == document.nodeCount, "walk missed nodes")
    _ = document.treeDump()
    return 0
}

@_cdecl("FuzzParse_main")
func fuzzParseMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv) { fuzzParse($0, $1) }
}
