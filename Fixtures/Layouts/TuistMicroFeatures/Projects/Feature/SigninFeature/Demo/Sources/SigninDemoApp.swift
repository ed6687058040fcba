import SwiftUI

@main
struct SigninDemoApp: App {
    var body: some Scene { WindowGroup { Text("Signin") } }
}
