import SwiftUI

@main
struct SocialApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Social")
        }
    }
}
