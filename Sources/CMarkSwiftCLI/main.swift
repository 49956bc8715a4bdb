import CMarkSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// A closed pipe is reported by write(2) as EPIPE and handled there, not by a signal; so is
// a file over the size limit (`ulimit -f`), as EFBIG, so that --output can clean up.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)

var argumentList = FileName.commandLineArguments
var output = Output()

// No arguments, with a document piped in (`cat README.md | cmark-swift`), is `render`, as for
// cat, bat and mdcat; typed alone at a terminal it is bad usage, and the usage goes to
// standard error.
if argumentList.isEmpty && isatty(STDIN_FILENO) == 1 {
    var errors = Output(descriptor: STDERR_FILENO)
    errors.write(toolHelp + "\n")
    errors.flush()
    exit(2)
}
let first = argumentList.first ?? "render"
if first == "help" && argumentList.dropFirst().first == "--man" {
    output.write(ManPage.text)
    output.flush()
    exit(0)
}
if first == "--help" || first == "-h" || first == "help" {
    output.write(toolHelp + "\n")
    output.flush()
    exit(0)
}
if first == "--version" || first == "-V" {
    output.write("cmark-swift \(toolVersion) (cmark-gfm \(CMark.version))\n")
    output.flush()
    exit(0)
}
// A command's name, else `cmark-swift FILE... [OPTIONS]` is `render`, unless the word is a
// near miss of a command's name and no such file exists.
let command: any Command.Type
var rest = Array(argumentList.dropFirst())
if let named = commands.first(where: { $0.name == first }) {
    command = named
} else if let suggestion = CommandSuggestion.closest(to: first, among: commands.map { $0.name }), !IO.exists(first) {
    Output.fail("unknown command '\(first)'; did you mean '\(suggestion)'? (run 'cmark-swift --help' for the list)", code: 2)
} else {
    command = RenderCommand.self
    rest = argumentList
}
var arguments = Arguments(rest)
if arguments.flag("--help", "-h") {
    output.write(command.help + "\n")
    output.flush()
    exit(0)
}
do {
    // Defaults from the config file and the environment go first: the command line's own
    // options come later and win (an option given twice takes its last value).
    arguments = Arguments(try Defaults.arguments(for: command, environment: Terminal.environment) + rest)
    let instance = try command.init(arguments: &arguments)
    try instance.run(output: &output)
    output.flush()
} catch {
    output.flush()
    if error == .failed { exit(error.exitCode) }
    Output.fail(error.message, code: error.exitCode)
}
