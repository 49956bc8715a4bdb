import MarkdownTheme

/// Reading a terminal's background from `COLORFGBG` (set by rxvt, Konsole and others) or from
/// its answer to an OSC 11 query; dark when neither says.
///
/// ```swift
/// TerminalBackground(colorFGBG: "0;15")                                  // .light
/// TerminalBackground(osc11Reply: Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}".utf8))  // .light
/// ```
extension TerminalBackground {
    /// The background `COLORFGBG` names: `"fg;bg"` or `"fg;default;bg"`, colours 0-15 of
    /// the ANSI palette. As Vim reads it, a background of 0-6 or 8 is dark and 7 or 9-15
    /// light; `nil` when the value says no colour.
    public init?(colorFGBG value: String) {
        guard let last = value.split(separator: ";").last, let index = Int(last), (0...15).contains(index) else { return nil }
        self = index <= 6 || index == 8 ? .dark : .light
    }

    /// The background a terminal's reply to the query `ESC ] 11 ; ? ESC \` reports, such as
    /// `ESC ] 11 ; rgb:1e1e/1e1e/1e1e ESC \` (ended by ST or BEL, each channel one to four
    /// hex digits; `rgba:` too); `nil` when `reply` holds no such answer. Other replies
    /// around it (a device attributes answer) are skipped. Light when the colour's luma
    /// (Rec. 601: 0.299 R + 0.587 G + 0.114 B, on the channels as sent) is over a half.
    public init?(osc11Reply reply: some Collection<UInt8>) {
        guard let rgb = Self.color(inOSC11Reply: Array(reply)) else { return nil }
        self = rgb.luma > 0.5 ? .light : .dark
    }

    /// The colour in an OSC 11 reply, each channel scaled to 0...1.
    static func color(inOSC11Reply bytes: [UInt8]) -> (red: Double, green: Double, blue: Double, luma: Double)? {
        let introducer = Array("\u{1B}]11;".utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: introducer) }) else { return nil }
        var body = bytes[(start + introducer.count)...]
        // The answer ends at BEL or ESC (the start of ST, ESC \).
        if let end = body.firstIndex(where: { $0 == 0x07 || $0 == 0x1B }) {
            body = body[..<end]
        } else {
            return nil
        }
        let text = String(decoding: body, as: UTF8.self)
        let prefix: String
        if text.hasPrefix("rgb:") {
            prefix = "rgb:"
        } else if text.hasPrefix("rgba:") {
            prefix = "rgba:"
        } else {
            return nil
        }
        let channels = text.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count >= 3 else { return nil }
        var values: [Double] = []
        for channel in channels.prefix(3) {
            guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else { return nil }
            values.append(Double(value) / Double((1 << (4 * channel.count)) - 1))
        }
        return (values[0], values[1], values[2], 0.299 * values[0] + 0.587 * values[1] + 0.114 * values[2])
    }

    /// The background from the environment alone: `COLORFGBG` when it names one.
    ///
    /// ```swift
    /// TerminalBackground.detect(environment: ["COLORFGBG": "15;0"])   // .dark
    /// ```
    public static func detect(environment: [String: String]) -> TerminalBackground? {
        environment["COLORFGBG"].flatMap { TerminalBackground(colorFGBG: $0) }
    }
}
