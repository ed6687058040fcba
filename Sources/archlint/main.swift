#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchLintKit

// The process exits right after the command: its last structures need not be freed.
ProcessLifetime.exitsAfterCommand = true
exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
