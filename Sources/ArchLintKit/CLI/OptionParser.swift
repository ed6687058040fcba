/// The options one command accepts: switches (no value) and options that take
/// one value (`--config FILE` or `--config=FILE`, repeatable where the command
/// allows it). Everything else that starts with `-` is an error: parsing is
/// shared by every command and strict.
struct OptionSpec {
    var switches: Set<String> = []
    var valued: Set<String> = []
    /// Options whose value may be left out (`--write-baseline` alone: the configured file): the
    /// next argument is the value unless it is missing or an option. Left out, the value is "".
    var optionallyValued: Set<String> = []
}

/// The result of parsing one command's arguments.
struct ParsedArguments {
    var switches: Set<String> = []
    /// Valued options in command-line order (a repeated option appears once per use).
    var values: [(name: String, value: String)] = []
    var positionals: [String] = []

    func has(_ name: String) -> Bool { switches.contains(name) }
    func all(_ name: String) -> [String] { values.filter { $0.name == name }.map(\.value) }
    /// The value of an option given at most once (the last one wins otherwise).
    func value(_ name: String) -> String? { values.last { $0.name == name }?.value }
    func count(_ name: String) -> Int { values.filter { $0.name == name }.count }
}

/// A command line that cannot be run as written: exit status 2 with the
/// command's usage line.
struct UsageError: Error, Equatable {
    var message: String
}

enum OptionParser {
    /// Splits `args` into switches, valued options and positional arguments.
    /// `--` ends the options (what follows is positional, `--help` included); a
    /// lone `-` is positional. An unknown option, a value given to a switch, or
    /// a missing value is a `UsageError`.
    static func parse(_ args: [String], _ spec: OptionSpec, command: String) -> Result<ParsedArguments, UsageError> {
        var out = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let a = args[i]
            i += 1
            if onlyPositionals || !a.hasPrefix("-") || a == "-" {
                out.positionals.append(a)
                continue
            }
            if a == "--" {
                onlyPositionals = true
                continue
            }
            var name = a
            var inline: String?
            if a.hasPrefix("--"), let eq = a.firstIndex(of: "=") {
                name = String(a[..<eq])
                inline = String(a[a.index(after: eq)...])
            }
            if spec.switches.contains(name) {
                if inline != nil { return .failure(UsageError(message: "`\(name)` takes no value")) }
                out.switches.insert(name)
            } else if spec.optionallyValued.contains(name) {
                if let v = inline {
                    guard !v.isEmpty else { return .failure(UsageError(message: "`\(name)=` needs a value (or write `\(name)` alone)")) }
                    out.values.append((name, v))
                } else if i < args.count, !args[i].hasPrefix("-") {
                    out.values.append((name, args[i]))
                    i += 1
                } else {
                    out.values.append((name, ""))
                }
            } else if spec.valued.contains(name) {
                if let v = inline {
                    guard !v.isEmpty else { return .failure(UsageError(message: "`\(name)` needs a value")) }
                    out.values.append((name, v))
                } else {
                    // The next argument is the value, unless it is missing or is itself an option.
                    guard i < args.count, !(args[i].hasPrefix("--") && args[i].count > 2) else {
                        return .failure(UsageError(message: "`\(name)` needs a value"))
                    }
                    out.values.append((name, args[i]))
                    i += 1
                }
            } else {
                return .failure(UsageError(message: "unknown option `\(name)` for \(command)"))
            }
        }
        return .success(out)
    }
}
