import Foundation
import JSONCore

/// Tree documents the daemon's tests open.
enum TestTrees {
  /// The uri tests open the sign-in form under.
  static let formURI = "file:///SignInForm.json"

  /// The equal-width sign-in form, `Examples/SignInForm.json` (`/work/shared/examples/EqualSizedLabels.swift`
  /// with issue 2's labels): two rows of a label and a field in a padded `VStack` whose `onPreferenceChange`
  /// stores the widest label in `labelWidth`, which both labels' frames read. `null` if the file is missing (every
  /// test that opens it then fails with `invalidTree`).
  static let signInForm: JSONValue = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/SignInForm.json")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return .null }
    return (try? JSONParser.parse(text)) ?? .null
  }()

  /// A form of `rows` rows, each a label and a field in an `HStack`, for big-tree tests.
  static func rows(_ rows: Int) -> JSONValue {
    let content = (0..<rows).map { index -> JSONValue in
      [
        "view": "HStack", "id": .string("row\(index)"),
        "content": [
          ["view": "Text", "id": .string("label\(index)"), "text": .string("Label \(index):")],
          ["view": "TextField", "title": .string("Field \(index)")],
        ],
      ]
    }
    return ["root": ["view": "VStack", "id": "form", "content": .array(content)]]
  }

  /// A chain of `views` nested stacks around a `Text` with a background: `views + 2` layers deep.
  static func deep(views: Int) -> JSONValue {
    var view: JSONValue = [
      "view": "Text", "id": "leaf", "text": "deep", "modifiers": [["background": ["view": "Color"]]],
    ]
    for index in 0..<views {
      let kind: JSONValue = index % 3 == 0 ? "HStack" : index % 3 == 1 ? "VStack" : "ZStack"
      view = ["view": kind, "content": [view]]
    }
    return ["root": view]
  }
}
