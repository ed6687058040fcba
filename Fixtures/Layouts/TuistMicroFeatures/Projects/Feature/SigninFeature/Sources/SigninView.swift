import SwiftUI

struct SigninView: View {
    let viewModel: SigninViewModel

    var body: some View { Text(viewModel.session?.accessToken ?? "") }
}
