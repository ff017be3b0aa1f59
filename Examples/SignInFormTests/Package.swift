// swift-tools-version:6.0
// An app's layout tests with the inspector's test library: the sign-in form's SwiftUI view, tested in Swift
// Testing and XCTest, in process (no daemon). It depends on the library by path, as a project beside a checkout
// of the inspector would.
import PackageDescription

let package = Package(
  name: "SignInFormTests",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "SwiftUILayoutInspector", path: "../..")],
  targets: [
    .testTarget(
      name: "SignInFormTests",
      dependencies: [.product(name: "LayoutInspector", package: "SwiftUILayoutInspector")],
      exclude: ["Views", "__Snapshots__"]
    )
  ]
)
