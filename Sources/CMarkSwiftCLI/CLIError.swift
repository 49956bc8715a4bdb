/// An error the command line reports as one line on stderr, with its exit code.
enum CLIError: Error, Equatable {
    /// Bad usage: unknown option, missing or malformed value. Exit code 2.
    case usage(String)
    /// Bad input: unreadable file, malformed theme, a limit reached. Exit code 1.
    case input(String)
    /// Checks failed and were already reported on stdout (`spec`). Exit code 1, no message.
    case failed

    var message: String {
        switch self {
        case .usage(let message), .input(let message): message
        case .failed: ""
        }
    }

    var exitCode: Int32 {
        switch self {
        case .usage: 2
        case .input, .failed: 1
        }
    }
}
