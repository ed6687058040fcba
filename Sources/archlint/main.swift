#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchLintKit

exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
