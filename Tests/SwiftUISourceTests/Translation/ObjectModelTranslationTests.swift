import JSONCore
import LayoutEngine
import Testing
import TextMetrics

@testable import SwiftUISource

/// View models written as classes beside the view (3.4 % of the survey's files): an `@Observable` class held by
/// `@State` and given to a child's `@Bindable`, and an `ObservableObject` with `@Published` held by `@StateObject`
/// and given to a child's `@ObservedObject`. The class is declared as a value of the state that makes it, so the
/// views lay out from its initial values and an action's writes to it are state writes the child sees too.
struct ObjectModelTranslationTests {
  static let observable = """
    import SwiftUI
    import Observation

    struct TodoItem: Identifiable {
        let id = UUID()
        var title: String
    }

    @Observable
    final class TodoModel {
        var items: [TodoItem] = [TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog")]
        var newTitle = "Call mum"
        @ObservationIgnored private var service = TodoService()

        func add() { items.append(TodoItem(title: newTitle)) }
    }

    struct TodoListView: View {
        @State private var model = TodoModel()

        var body: some View {
            VStack {
                ForEach(model.items) { item in
                    Text(item.title)
                }
                TextField("New item", text: $model.newTitle)
                Button("Clear") { model.items.removeAll() }
                TodoFooter(model: model)
            }
        }
    }

    struct TodoFooter: View {
        @Bindable var model: TodoModel
        var body: some View {
            VStack {
                Text("\\(model.items.count) items")
                TextField("Title", text: $model.newTitle)
                Button("Reset") { model.newTitle = "" }
            }
        }
    }
    """

  static let observableObject = """
    import SwiftUI

    class LoginViewModel: ObservableObject {
        @Published var email: String = "ada@example.com"
        @Published var isLoading = false
    }

    struct LoginView: View {
        @StateObject private var viewModel = LoginViewModel()

        var body: some View {
            VStack {
                TextField("Email", text: $viewModel.email)
                if viewModel.isLoading {
                    ProgressView()
                } else {
                    Button("Sign In") { viewModel.isLoading = true }
                }
                LoginFooter(viewModel: viewModel)
            }
        }
    }

    struct LoginFooter: View {
        @ObservedObject var viewModel: LoginViewModel
        var body: some View {
            Text(viewModel.isLoading ? "Signing in…" : viewModel.email)
        }
    }
    """

  static func open(_ text: String, root: RootSelection = .automatic) throws -> LiveTree {
    let translation = Translate.file(text, root: root)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    let document = try #require(translation.document)
    return try LiveTree(json: document, environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
  }

  static func texts(_ live: LiveTree) throws -> [String] {
    try #require(live.current.passes.last).layout.nodes.compactMap { $0.text }
  }

  static func tap(_ title: String, in live: inout LiveTree) throws {
    let layout = try #require(live.current.passes.last).layout
    let index = try #require(
      layout.nodes.firstIndex { $0.viewType == "Button" && $0.text == title }
        ?? layout.nodes.indices.first { layout.nodes[$0].viewType == "Button" && layout.nodes[$0 + 1].text == title })
    try live.apply([.tap(node: layout.nodes[index].id)])
  }

  @Test func anObservableClassIsDeclaredWithTheFieldsTheSubsetHas() {
    let translation = Translate.file(Self.observable, root: .named("TodoListView"))
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.member(translation, "types").contains(
        #""TodoModel":{"fields":{"items":{"type":"[TodoItem]","defaultValue":"[TodoItem(title: \"Buy milk\"), TodoItem(title: \"Walk the dog\")]"},"newTitle":{"type":"String","defaultValue":"\"Call mum\""}}}"#
      ), "\(Translate.member(translation, "types"))")
    #expect(Translate.member(translation, "state") == #"{"model":{"type":"TodoModel","value":"TodoModel()"}}"#)
    let note = translation.diagnostics.first { $0.message.contains("class 'TodoModel'") }
    #expect(note?.severity == .note)
    #expect(note?.message.contains("'service'") == true, "\(String(describing: note))")
    #expect(note?.span.start.line == 10)
  }

  @Test func aBindableChildReadsAndWritesTheOwnersState() throws {
    var live = try Self.open(Self.observable, root: .named("TodoListView"))
    let before = try Self.texts(live)
    #expect(before == ["Buy milk", "Walk the dog", "Call mum", "Clear", "2 items", "Call mum", "Reset"])
    try Self.tap("Clear", in: &live)
    try Self.tap("Reset", in: &live)
    let after = try Self.texts(live)
    // An empty field shows its placeholder.
    #expect(after == ["New item", "Clear", "0 items", "Title", "Reset"])
  }

  @Test func anObservableObjectWithPublishedPropertiesIsStateOfTheStateObject() throws {
    let translation = Translate.file(Self.observableObject, root: .named("LoginView"))
    #expect(
      Translate.member(translation, "state")
        == #"{"viewModel":{"type":"LoginViewModel","value":"LoginViewModel()"}}"#)
    var live = try Self.open(Self.observableObject, root: .named("LoginView"))
    let before = try Self.texts(live)
    #expect(before == ["ada@example.com", "Sign In", "ada@example.com"])
    try Self.tap("Sign In", in: &live)
    let after = try Self.texts(live)
    #expect(after == ["ada@example.com", "Signing in…"])
  }

  @Test func anObjectGivenNowhereIsMadeFromItsInitialValues() throws {
    let source =
      Self.observableObject + """

        struct Banner: View {
            @EnvironmentObject var viewModel: LoginViewModel
            @Environment(LoginViewModel.self) private var other
            var body: some View {
                Text(viewModel.email + other.email)
            }
        }
        """
    let translation = Translate.file(source, root: .named("Banner"))
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    let notes = translation.diagnostics.filter { $0.message.contains("is given no object here") }
    #expect(notes.map(\.span.start.line) == [31, 32], "\(notes)")
    #expect(notes.allSatisfy { $0.severity == .note })
    let live = try Self.open(source, root: .named("Banner"))
    #expect(try Self.texts(live) == ["ada@example.comada@example.com"])
  }

  @Test func aClassThatInheritsStoredPropertiesIsRefusedAtItsSuperclass() throws {
    let source = """
      import SwiftUI

      class Base { var count = 1 }
      final class Model: Base { var title = "A" }

      struct ModelView: View {
          @State private var model = Model()
          var body: some View { Text("Hello") }
      }
      """
    let translation = Translate.file(source)
    let warning = try #require(translation.diagnostics.first { $0.message.contains("inherits from 'Base'") })
    #expect(warning.severity == .warning)
    #expect(warning.span.start.line == 4)
    let texts = try Self.texts(
      try LiveTree(
        json: try #require(translation.document),
        environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer())))
    #expect(texts == ["Hello"])
  }

  @Test func computedPropertiesOfTheModelAreReadThroughIt() throws {
    let source = """
      import SwiftUI

      struct Person {
          var first: String
          var last: String
          var fullName: String { first + " " + last }
      }

      @Observable final class ProfileModel {
          var person = Person(first: "Ada", last: "Lovelace")
          var followers = 12840
          var isFollowing = false
          var followerText: String { "\\(followers.formatted()) followers" }
          var title: String { isFollowing ? "Following " + self.person.fullName : summary }
          private var summary: String { person.fullName + ", " + followerText }
      }

      struct ProfileView: View {
          @State private var model = ProfileModel()
          var body: some View {
              VStack {
                  Text(model.person.fullName)
                  Text(model.title)
                  Button("Follow") { model.isFollowing = true }
              }
          }
      }
      """
    let translation = Translate.file(source)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    var live = try LiveTree(
      json: try #require(translation.document),
      environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
    let before = try Self.texts(live)
    #expect(before == ["Ada Lovelace", "Ada Lovelace, 12,840 followers", "Follow"])
    try Self.tap("Follow", in: &live)
    let after = try Self.texts(live)
    #expect(after == ["Ada Lovelace", "Following Ada Lovelace", "Follow"])
  }

  @Test func aClassStartsAtWhatItsInitAssigns() throws {
    let source = """
      import SwiftUI

      class ListViewModel: ObservableObject {
          @Published var items: [String]
          @Published var title: String
          @Published var count: Int
          let service: ItemService

          init(items: [String] = ["One", "Two"], service: ItemService = ItemService()) {
              self.items = items
              title = "List"
              self.service = service
          }

          static let preview = ListViewModel(items: ["Three"])
          static let looping = ListViewModel.looping
      }

      struct ItemsView: View {
          @StateObject private var viewModel = ListViewModel()
          @StateObject private var other = ListViewModel.preview
          @StateObject private var looping = ListViewModel.looping
          var body: some View {
              VStack {
                  Text(viewModel.title)
                  ForEach(viewModel.items + other.items, id: \\.self) { Text($0) }
              }
          }
      }
      """
    let translation = Translate.file(source)
    // A static constant defined by itself is refused with a warning at the use, never expanded forever.
    let problems = Translate.problems(translation)
    #expect(problems.count == 2 && problems.allSatisfy { $0.hasPrefix("22:") }, "\(problems)")
    #expect(
      Translate.member(translation, "state")
        == #"{"viewModel":{"type":"ListViewModel","value":"ListViewModel(items: [\"One\", \"Two\"], title: \"List\")"},"other":{"type":"ListViewModel","value":"ListViewModel(items: [\"Three\"], title: \"List\")"}}"#
    )
    let note = translation.diagnostics.first { $0.message.contains("class 'ListViewModel'") }
    #expect(note?.message.contains("'count' start at no value") == true, "\(String(describing: note))")
    let live = try LiveTree(
      json: try #require(translation.document),
      environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
    #expect(try Self.texts(live) == ["List", "One", "Two", "Three"])
  }

  @Test func aStructsComputedPropertiesAreReadWhereverItsValuesAre() throws {
    let source = """
      import SwiftUI

      struct Product: Identifiable {
          let id: Int
          var name: String
          var price: Double
          var quantity: Int = 1
          var total: Double { price * Double(quantity) }
          var label: String { name + " ×\\(quantity)" }
      }

      @Observable class CartStore {
          var products = [Product(id: 1, name: "Coffee", price: 3.5, quantity: 2), Product(id: 2, name: "Bagel", price: 2.25)]
      }

      struct CartView: View {
          @State private var store = CartStore()
          var body: some View {
              VStack {
                  ForEach(store.products) { product in
                      HStack {
                          Text(product.label)
                          Text(product.total, format: .currency(code: "USD"))
                      }
                  }
                  Button("More") { store.products[1].quantity += 2 }
              }
          }
      }
      """
    let translation = Translate.file(source)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.member(translation, "types").contains(
        #""properties":{"total":{"type":"Double","getter":"price * Double(quantity)"},"label":{"type":"String","getter":"name + \" ×\\(quantity)\""}}"#
      ), "\(Translate.member(translation, "types"))")
    var live = try LiveTree(
      json: try #require(translation.document),
      environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
    let before = try Self.texts(live)
    #expect(before == ["Coffee ×2", "$7.00", "Bagel ×1", "$2.25", "More"])
    try Self.tap("More", in: &live)
    let after = try Self.texts(live)
    #expect(after == ["Coffee ×2", "$7.00", "Bagel ×3", "$6.75", "More"])
  }
}
