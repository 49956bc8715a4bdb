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

guard let first = argumentList.first else {
    // No arguments at all is bad usage: the usage goes to standard error.
    var errors = Output(descriptor: STDERR_FILENO)
    errors.write(toolHelp + "\n")
    errors.flush()
    exit(2)
}
if first == "--help" || first == "-h" || first == "help" {
    output.write(toolHelp + "\n")
    output.flush()
    exit(0)
}
if first == "--version" {
    output.write("cmark-swift \(toolVersion) (cmark-gfm \(CMark.version))\n")
    output.flush()
    exit(0)
}
guard let command = commands.first(where: { $0.name == first }) else {
    Output.fail("unknown command '\(first)'; run 'cmark-swift --help' for the list", code: 2)
}
var arguments = Arguments(Array(argumentList.dropFirst()))
if arguments.flag("--help", "-h") {
    output.write(command.help + "\n")
    output.flush()
    exit(0)
}
do {
    let instance = try command.init(arguments: &arguments)
    try instance.run(output: &output)
    output.flush()
} catch {
    output.flush()
    if error == .failed { exit(error.exitCode) }
    Output.fail(error.message, code: error.exitCode)
}
