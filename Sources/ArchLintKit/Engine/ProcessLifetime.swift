/// Objects kept until the process exits, never destroyed. A run's last large structure
/// (the project index of a whole tree: every declaration's strings and arrays) would
/// otherwise be freed piece by piece just before `exit`, which frees it all at once:
/// 49 M instructions (2 %) of a one-thread run of the 1M-line corpus. Only the
/// `archlint` executable turns this on (`exitsAfterCommand`): in a test process,
/// or any other user of the library, `keep` keeps nothing.
public enum ProcessLifetime {
    nonisolated(unsafe) public static var exitsAfterCommand = false
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `object` alive until exit when the process exits after this command.
    public static func keep(_ object: Any?) {
        guard exitsAfterCommand, let object else { return }
        kept.append(object)
    }

    /// How many objects are kept (for tests).
    public static var keptCount: Int { kept.count }
}
