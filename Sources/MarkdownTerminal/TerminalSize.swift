import MarkdownLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal's size in cells, as the terminal reports it (`TIOCGWINSZ`).
///
/// ```swift
/// let width = TerminalSize.width(environment: ["COLUMNS": "100"])   // the terminal's, else 100
/// if let size = TerminalSize.current() { print(size.columns, size.rows) }
/// ```
public struct TerminalSize: Sendable, Hashable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size of the terminal open on `fileDescriptor` (standard output by default);
    /// `nil` when it is not a terminal or reports no size.
    public static func current(fileDescriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The pixels of one cell of the terminal on `fileDescriptor`, from the pixel size it
    /// reports (`TIOCGWINSZ`); `nil` when it reports none (many do not).
    public static func cellPixels(fileDescriptor: Int32 = STDOUT_FILENO) -> CellPixels? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
            Int(size.ws_xpixel) >= Int(size.ws_col), Int(size.ws_ypixel) >= Int(size.ws_row)
        else { return nil }
        return CellPixels(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// The width to lay out at: the terminal's columns on standard output, else a positive
    /// `$COLUMNS` from `environment`, else 80.
    public static func width(environment: [String: String]) -> Int {
        if let size = current() { return size.columns }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return 80
    }
}
