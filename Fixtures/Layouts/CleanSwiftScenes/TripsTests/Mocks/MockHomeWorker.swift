@testable import Trips

final class MockHomeWorker: HomeWorkerProtocol, @unchecked Sendable {
    private(set) var fetchCallCount = 0

    func fetchTrips(page: Int) async -> [Trip] {
        fetchCallCount += 1
        return []
    }
}
