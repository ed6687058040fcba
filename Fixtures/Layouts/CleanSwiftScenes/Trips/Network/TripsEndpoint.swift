struct TripsEndpoint {
    let path: String

    static func trips(page: Int) -> TripsEndpoint {
        TripsEndpoint(path: "/trips?page=\(page)")
    }
}
