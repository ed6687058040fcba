import Foundation

final class SettingsStore {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var city: String {
        get { defaults.string(forKey: "city") ?? "Lisbon" }
        set { defaults.set(newValue, forKey: "city") }
    }
}
