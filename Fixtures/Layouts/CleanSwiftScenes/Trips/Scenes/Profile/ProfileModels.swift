enum ProfileModels {
    enum Fetch {
        struct Request {
            var page: Int
        }

        struct Response {
            var trips: [Trip]
        }

        struct ViewModel {
            var titles: [String]
        }
    }
}
