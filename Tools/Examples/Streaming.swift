import CMarkSwift

/// Markdown arriving in pieces: final blocks printed once, the open one redrawn.
func streaming() {
    var renderer = StreamingRenderer(theme: .plain, width: 40)
    var printed: [UInt8] = []
    for piece in ["# Ans", "wer\n\nThe first para", "graph.\n\n- a\n", "- b\n"] {
        let update = renderer.append(Array(piece.utf8))
        printed += update.final
        print("open block now \(update.openRows) rows, \(renderer.stream.heldByteCount) bytes held")
    }
    printed += renderer.finish().final
    print(String(decoding: printed, as: UTF8.self), terminator: "")
}
