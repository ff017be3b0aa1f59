import JSONCore
import LayoutEngine
import Testing
import TextMetrics

@testable import SwiftUISource

/// Enums of the files: declared under `types`, enum-typed `@State`, `switch` over an enum value as a condition per
/// case, `if filter == .open`, `Filter.allCases` in a `ForEach`; associated values refused with a warning at them.
struct EnumTranslationTests {
  static let source = """
    import SwiftUI

    enum Filter: String, CaseIterable {
        case all, open, done = "Finished"
    }

    enum Priority: Int {
        case low = 1, medium, high
    }

    struct FilterView: View {
        @State private var filter: Filter = .open
        @State private var priority = Priority.medium

        var body: some View {
            VStack {
                switch filter {
                case .all: Text("Everything")
                case .open, .done: Text("Some: \\(filter.rawValue)")
                }
                if filter == .open {
                    Text("Only open")
                }
                Text("P\\(priority.rawValue)")
                ForEach(Filter.allCases, id: \\.self) { f in
                    Text(f.rawValue.capitalized)
                }
                Button("All") { filter = Filter(rawValue: "all") ?? .done }
            }
        }
    }
    """

  static func open(_ text: String = source) throws -> LiveTree {
    let translation = Translate.file(text)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    let document = try #require(translation.document)
    return try LiveTree(json: document, environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
  }

  static func texts(_ live: LiveTree) throws -> [String] {
    try #require(live.current.passes.last).layout.nodes.compactMap { $0.text }
  }

  @Test func enumsAndTheirStateAreDeclared() {
    let translation = Translate.file(Self.source)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.member(translation, "types")
        == #"{"Filter":{"cases":["all","open","done"],"rawType":"String","rawValues":{"done":"Finished"},"caseIterable":true},"Priority":{"cases":["low","medium","high"],"rawType":"Int","rawValues":{"low":1}}}"#
    )
    #expect(
      Translate.member(translation, "state")
        == #"{"filter":{"type":"Filter","value":".open"},"priority":{"type":"Priority","value":"Priority.medium"}}"#)
  }

  @Test func aSwitchOverAnEnumIsAConditionPerCase() throws {
    let translation = Translate.file(Self.source)
    let root = Translate.rootJSON(translation)
    #expect(root.contains(#""if":"filter == .all""#), "\(root)")
    #expect(root.contains(#""if":"(filter == .open) || (filter == .done)""#), "\(root)")
    var live = try Self.open()
    #expect(
      try Self.texts(live) == ["Some: open", "Only open", "P2", "All", "Open", "Finished", "All"])
    let layout = try #require(live.current.passes.last).layout
    let button = try #require(layout.nodes.first { $0.viewType == "Button" })
    try live.apply([.tap(node: button.id)])
    #expect(live.state["filter"]?.description == "all")
    #expect(try Self.texts(live) == ["Everything", "P2", "All", "Open", "Finished", "All"])
  }

  @Test func associatedValuesAreRefusedAtTheCase() {
    let translation = Translate.file(
      """
      enum Loading {
          case idle
          case loaded(Int)
      }
      struct V: View {
          @State private var loading = Loading.idle
          var body: some View {
              switch loading {
              case .idle: Text("Idle")
              case .loaded(let count): Text("\\(count)")
              }
          }
      }
      """)
    #expect(
      Translate.problems(translation) == [
        "3:16: the enum 'Loading' has associated values in case 'loaded', which the inspector cannot model; state and values of the enum are left out",
        "6:24: the @State 'loading' has a type or initial value the inspector cannot model; reading it fails",
        "8:16: the 'switch' subject `loading` is not known when translating and its patterns are not literals, ranges or enum cases (or it has over 32 cases); the first case is shown",
      ])
    #expect(Translate.rootJSON(translation) == #"{"view":"Text","text":"Idle"}"#)
  }

  @Test func aSwitchOverAnEnumTheDocumentDoesNotDeclareShowsItsFirstCase() {
    let translation = Translate.file(
      """
      struct V: View {
          @Environment(\\.colorScheme) private var colorScheme
          var body: some View {
              switch colorScheme {
              case .dark: Text("Dark")
              default: Text("Light")
              }
          }
      }
      """)
    #expect(Translate.rootJSON(translation) == #"{"view":"Text","text":"Dark"}"#)
    #expect(Translate.problems(translation).count == 1)
  }

  @Test func computedPropertiesOverSelfAreAnExpressionPerCase() throws {
    let source = """
      enum Filter: String, CaseIterable, Identifiable {
          case all, open, done
          var id: Self { self }
          var title: String {
              switch self {
              case .all: "Everything"
              case .open: return "Open"
              default: "Closed"
              }
          }
          var code: String { rawValue }
          var shout: String { rawValue.uppercased() }
      }
      struct V: View {
          @State private var filter = Filter.open
          var body: some View {
              VStack {
                  Text(filter.title)
                  ForEach(Filter.allCases) { f in Text("\\(f.title): \\(f.code)") }
              }
          }
      }
      """
    let translation = Translate.file(source)
    #expect(
      Translate.problems(translation) == [
        "12:9: the property 'shout' of the enum 'Filter' is not one expression per case (a `switch self` whose cases each give one value, `self` or `rawValue`) of a type the inspector models; reading it fails"
      ])
    #expect(
      Translate.member(translation, "types")
        == #"{"Filter":{"cases":["all","open","done"],"rawType":"String","caseIterable":true,"properties":{"id":{"type":"Filter","cases":{"all":"Filter.all","open":"Filter.open","done":"Filter.done"}},"title":{"type":"String","cases":{"all":"\"Everything\"","open":"\"Open\"","done":"\"Closed\""}},"code":{"type":"String","cases":{"all":"Filter.all.rawValue","open":"Filter.open.rawValue","done":"Filter.done.rawValue"}}}}}"#
    )
    let document = try #require(translation.document)
    let live = try LiveTree(json: document, environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
    #expect(try Self.texts(live) == ["Open", "Everything: all", "Open: open", "Closed: done"])
  }

  @Test func anEnumNestedInTheViewOrPrivateToItsFileIsFound() throws {
    let source = """
      private enum Mode { case light, dark }
      struct TabsView: View {
          enum Tab: String, CaseIterable { case home, settings }
          @State private var tab: Tab = .settings
          @State private var mode = Mode.dark
          var body: some View {
              VStack {
                  switch tab {
                  case .home: Text("Home")
                  case Tab.settings: Text("Settings")
                  }
                  if mode == .dark { Text("Dark") }
              }
          }
      }
      struct OtherView: View {
          enum Tab { case a, b }
          @State private var tab: Tab = .a
          var body: some View { Text("Other") }
      }
      """
    let translation = Translate.file(source, root: .named("TabsView"))
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.member(translation, "types")
        == #"{"Tab":{"cases":["home","settings"],"rawType":"String","caseIterable":true},"Mode":{"cases":["light","dark"]}}"#
    )
    let document = try #require(translation.document)
    let live = try LiveTree(json: document, environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
    #expect(try Self.texts(live) == ["Settings", "Dark"])
    // Another view's `Tab` is another type: it is not taken for the first.
    let both = Translate.file(
      source + "\nstruct Both: View { var body: some View { VStack { TabsView(); OtherView() } } }",
      root: .named("Both"))
    #expect(
      Translate.problems(both) == [
        "18:24: the @State 'tab' has a type or initial value the inspector cannot model; reading it fails"
      ])
  }
}
