/// Marker protocol that UseCase contracts refine: a base protocol, not a UseCase of its own.
protocol UseCase: Sendable {}
