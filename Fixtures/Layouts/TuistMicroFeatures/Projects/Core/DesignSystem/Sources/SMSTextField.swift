import SwiftUI

public struct SMSTextField: View {
    @Binding var text: String

    public var body: some View { TextField("", text: $text) }
}
