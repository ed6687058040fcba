enum CachePolicy: Sendable {
    case localFirst
    case remoteFirst
    case none
}
