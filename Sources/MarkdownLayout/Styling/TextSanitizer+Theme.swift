import MarkdownText
import MarkdownTheme

extension TextSanitizer.Bidi {
    /// The sanitiser's rule for a theme's choice: only ``BidiControls/allow`` lets the
    /// controls through.
    init(_ controls: BidiControls) {
        self = controls == .allow ? .allow : .substitute
    }
}

extension TextSanitizer {
    /// ``append(_:to:mode:bidi:)`` with the bidirectional controls as the theme says.
    static func append<C: Collection<UInt8>>(_ utf8: C, to output: inout [UInt8], mode: Mode, bidi: BidiControls) where C.Index == Int {
        append(utf8, to: &output, mode: mode, bidi: Bidi(bidi))
    }
}
