import Testing

@testable import SwiftUISource

/// The declaration level of real view files (`swiftui-usage.md` §4 and §7).
struct DeclarationParsingTests {
  private func declarations(_ text: String) -> [String] {
    let parsed = SyntaxDump.parse(text)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    return SyntaxDump.declarations(text)
  }

  @Test func importsTypesAndConformances() {
    #expect(
      declarations(
        """
        import SwiftUI
        import struct Foundation.Date
        @MainActor final class Model: ObservableObject {}
        enum Tab: String, CaseIterable { case home, settings = "s"; case profile(Int) }
        protocol Styled { var style: Int { get } }
        actor Loader {}
        """) == [
          "import SwiftUI", "import Foundation.Date", "@MainActor final class Model: ObservableObject",
          "enum Tab: String, CaseIterable", "  case home, settings", "  case profile", "protocol Styled",
          "  var style: Int { 0 }", "actor Loader",
        ])
  }

  @Test func genericsWhereClausesNestedTypesAndTypealiases() {
    #expect(
      declarations(
        """
        struct Largest<Number: FloatingPoint>: PreferenceKey {
          typealias Value = Number?
          struct Inner<T>: View where T: Hashable { var body: some View { EmptyView() } }
        }
        typealias LargestWidth = Largest<CGFloat>
        typealias Pair<T> = (T, T)
        struct Card<Content: View, Label>: View where Label: View, Content == Label {}
        """) == [
          "struct Largest<Number: FloatingPoint>: PreferenceKey", "  typealias Value = Number?",
          "  struct Inner<T>: View where T: Hashable", "    var body: some View { 1 }",
          "typealias LargestWidth = Largest<CGFloat>", "typealias Pair = (T, T)",
          "struct Card<Content: View, Label>: View where Label: View, Content == Label",
        ])
  }

  @Test func propertiesWithAttributesAccessorsAndObservers() {
    #expect(
      declarations(
        """
        struct Row: View {
          @State private var width: CGFloat? = nil
          @Binding var value: String
          @Environment(\\.colorScheme) private var scheme
          @Environment(Model.self) var model
          @AppStorage("name") var name = "x"
          let title: String, prompt: String
          var count = 0 { didSet { print(count) } willSet {} }
          private(set) var total: Int { get { 1 } set { } }
          static let spacing: CGFloat = 8
          var body: some View {
            Text(title)
          }
        }
        """) == [
          "struct Row: View", "  @State private var width: CGFloat? = nil", "  @Binding var value: String",
          "  @Environment private var scheme", "  @Environment var model", "  @AppStorage var name = \"x\"",
          "  let title: String", "  let prompt: String", "  var count = 0 didSet willSet",
          "  private var total: Int { 1 } set", "  static let spacing: CGFloat = 8", "  var body: some View { 1 }",
        ])
  }

  @Test func functionsAndInitializers() {
    #expect(
      declarations(
        """
        extension View {
          func reportsWidth<Key: PreferenceKey>(to key: Key.Type) -> some View where Key.Value == CGFloat? {
            background(Color.clear)
          }
          @ViewBuilder func card(_ padding: CGFloat = 8, @ViewBuilder content: () -> some View) -> some View {}
          static func == (lhs: Self, rhs: Self) -> Bool { false }
          mutating func load() async throws -> [Int] { [] }
        }
        struct Panel<Content: View>: View {
          init(@ViewBuilder content: () -> Content) { self.content = content() }
          init?(value: inout Int, _ rest: Int...) {}
        }
        """) == [
          "extension View",
          "  func reportsWidth<Key>(to key: Key.Type) -> some View where Key.Value == CGFloat? { 1 }",
          "  @ViewBuilder func card(_ padding: CGFloat = 8, content: () -> some View) -> some View { 0 }",
          "  static func ==(lhs: Self, rhs: Self) -> Bool { 1 }", "  mutating func load() -> [Int] { 1 }",
          "struct Panel<Content: View>: View", "  func init(content: () -> Content) { 1 }",
          "  func init?(value: Int, _ rest: Int) { 0 }",
        ])
  }

  @Test func ifConfigAroundDeclarations() {
    #expect(
      declarations(
        """
        #if os(iOS)
        import UIKit
        #elseif canImport(AppKit) && !DEBUG
        import AppKit
        #else
        #endif
        """) == [
          "#if (call os iOS)", "  import UIKit", "#if (&& (call canImport AppKit) (!pre DEBUG))", "  import AppKit",
          "#else", "#endif",
        ])
  }

  @Test func previewsAndProviders() {
    #expect(
      declarations(
        """
        #Preview { ContentView() }
        #Preview("Dark", traits: .sizeThatFitsLayout) {
          ContentView()
        }
        struct ContentView_Previews: PreviewProvider {
          static var previews: some View { ContentView().previewLayout(.sizeThatFits) }
        }
        """) == [
          "#Preview() { 1 }", "#Preview(\"Dark\", traits: .sizeThatFitsLayout) { 1 }",
          "struct ContentView_Previews: PreviewProvider", "  static var previews: some View { 1 }",
        ])
  }

  @Test func topLevelStatementsAndCommentsInAnyLanguage() {
    #expect(
      declarations(
        """
        // 标签的宽度 — ラベル 😀
        import PlaygroundSupport
        /* a /* nested */ block */
        PlaygroundPage.current.setLiveView(ContentView()) /// 文档
        let x = 1
        """) == [
          "import PlaygroundSupport",
          "statement (call (. (. PlaygroundPage current) setLiveView) (call ContentView))", "let x = 1",
        ])
    #expect(SyntaxDump.parse("// 注释\nstruct A {}").comments.count == 1)
  }
}
