import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { Text("Shop") }
    }
}
