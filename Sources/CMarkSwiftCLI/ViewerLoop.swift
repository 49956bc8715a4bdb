import CMarkSwift
import MarkdownImages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The viewer's event loop: poll(2) on the keyboard and the signal self-pipe (and, with
/// `--watch`, a 200 ms timeout to check the file), the pager core for every key, one frame
/// drawn per change. The terminal is restored on every way out.
struct ViewerLoop {
    let command: ViewCommand
    var pager: Pager
    let screen: PagerScreen
    var decoder = KeyDecoder()
    var watcher: FileWatcher?
    /// The document's pictures, and their bytes by placement size: a picture is encoded once
    /// per size it is shown at (a resize gives new sizes; scrolling reuses them).
    var pictures: ImageSet?
    var encoded: [PictureKey: [UInt8]] = [:]

    struct PictureKey: Hashable {
        var image: Int
        var columns: Int
        var rows: Int
    }

    init(command: ViewCommand, document: StyledDocument, headings: [HeadingAnchor], colorDepth: ColorDepth, pictures: ImageSet? = nil) {
        self.command = command
        var maximum: Int?
        if case .fixed(let width) = command.options.width { maximum = width }
        pager = Pager(document: document, width: 80, height: 23, maximumTextWidth: maximum, headings: headings)
        screen = PagerScreen(title: command.title, colorDepth: colorDepth, imageProtocol: pictures?.imageProtocol)
        watcher = command.watch ? FileWatcher(path: command.file) : nil
        self.pictures = pictures
        if let first = pictures?.warnings.first { pager.message = first }
    }

    /// The frame for the pager, encoding the pictures in view that are not encoded yet.
    mutating func frame() -> [UInt8] {
        guard let pictures else { return screen.frame(for: pager) }
        var encoded = self.encoded
        let layout = pager.layout
        let frame = screen.frame(for: pager) { placement in
            let key = PictureKey(image: placement.image, columns: placement.columns, rows: placement.rows)
            if let known = encoded[key] { return known }
            let bytes = pictures.encode(layout.images[placement.image], columns: placement.columns, rows: placement.rows)
            encoded[key] = bytes ?? []
            return bytes
        }
        self.encoded = encoded
        return frame
    }

    mutating func run() throws(CLIError) {
        let session = try TerminalSession.start()
        defer { session.restore() }
        let size = session.size
        pager.resize(width: size.columns, height: size.rows - 1)
        var dirty = true
        while true {
            if dirty { session.write(frame()) }
            dirty = false
            let (bytes, signals) = session.wait(timeout: watcher == nil ? -1 : 200)
            for number in signals {
                if number == SIGWINCH {
                    let size = session.size
                    pager.resize(width: size.columns, height: size.rows - 1)
                    session.write("\u{1B}[2J")
                    dirty = true
                } else {
                    // The terminal back first, then the signal's own default action: the
                    // parent sees the process ended by it, as without the viewer.
                    session.restore()
                    raise(number)
                    return
                }
            }
            for key in decoder.decode(bytes) {
                dirty = true
                switch pager.handle(key) {
                case .quit: return
                case .open(let url): open(url)
                case .reload:
                    if command.file == "-" {
                        pager.message = "standard input cannot be read again"
                    } else {
                        reload()
                        if pager.message == nil { pager.message = "reloaded" }
                    }
                case .copy(let text): session.write(PagerScreen.clipboardSequence(text))
                case .none: if key == .redraw { session.write("\u{1B}[2J") }
                }
            }
            if watcher?.changed() == true {
                reload()
                dirty = true
            }
            reapChildren()
        }
    }

    private mutating func reload() {
        do throws(CLIError) {
            let (document, headings, reloaded) = try command.load(imageProtocol: pictures?.imageProtocol)
            pager.reload(document: document, headings: headings)
            pictures = reloaded
            encoded = [:]
        } catch {
            pager.message = "reload failed: \(Pager.printable(error.message))"
        }
    }

    /// Runs the open command with the URL as its one argument (no shell), output discarded.
    /// The pager gives only URLs that ``URLScheme`` allows; a relative one that starts with
    /// `-` is given as `./-…`, so that the command cannot read it as an option.
    private func open(_ url: String) {
        guard let program = command.openCommand, URLScheme.isAllowed(url) else { return }
        let url = url.hasPrefix("-") ? "./" + url : url
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(program), strdup(url)]
        defer { arguments.forEach { free($0) } }
        var argv = arguments + [nil]
        var child: pid_t = 0
        _ = posix_spawnp(&child, program, &actions, nil, &argv, environ)
    }

    private func reapChildren() {
        var status: Int32 = 0
        while waitpid(-1, &status, WNOHANG) > 0 {}
    }
}

/// Notices changes of a file by polling its size and modification time, debounced: a
/// change counts once the file has stayed the same for one more poll.
struct FileWatcher {
    struct Signature: Equatable {
        var size: Int
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt
    }

    let path: String
    private var loaded: Signature?
    private var pending: Signature?

    init(path: String) {
        self.path = path
        loaded = FileWatcher.signature(of: path)
    }

    static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(FileName.bytes(of: path), &info) == 0 else { return nil }
        return Signature(
            size: Int(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), inode: UInt(info.st_ino))
    }

    /// Whether the file changed since the last reload and has now settled.
    mutating func changed() -> Bool {
        guard let now = FileWatcher.signature(of: path), now != loaded else {
            pending = nil
            return false
        }
        if now == pending {
            loaded = now
            pending = nil
            return true
        }
        pending = now
        return false
    }
}
