import Foundation

final class AppDIContainer {
    lazy var appConfiguration = AppConfiguration()
}
