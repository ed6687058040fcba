#if DEBUG && !os(Linux) || swift(>=5.9)
protocol GetThingUseCaseContract: Sendable {
    func execute() async throws(ThingError) -> Thing
}
#elseif canImport(UIKit)
import UIKit
#else
#error("unsupported")
#endif
#if compiler(<6)
struct Old {}
#endif
