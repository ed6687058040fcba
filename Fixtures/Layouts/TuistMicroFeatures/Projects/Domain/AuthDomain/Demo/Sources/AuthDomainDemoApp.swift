import SwiftUI

@main
struct AuthDomainDemoApp: App {
    var body: some Scene { WindowGroup { Text("AuthDomain") } }
}
