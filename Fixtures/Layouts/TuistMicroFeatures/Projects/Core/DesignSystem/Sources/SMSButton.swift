import SwiftUI

public struct SMSButton: View {
    let title: String

    public var body: some View { Button(title) {} }
}
