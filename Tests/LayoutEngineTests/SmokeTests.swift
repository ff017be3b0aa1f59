import JSONCore
import LayoutEngine
import Testing

struct SmokeTests {
  @Test func issueExample() throws {
    let json: JSONValue = [
      "environment": ["displayScale": 3],
      "proposal": ["width": 390, "height": 763],
      "state": ["labelWidth": nil],
      "preferenceKeys": [
        "MaxLabelWidth": ["type": "CGFloat", "defaultValue": "0", "reduce": "value = max(value, nextValue())"]
      ],
      "root": [
        "view": "VStack", "id": "form", "alignment": "leading", "spacing": 8,
        "content": [
          [
            "view": "HStack",
            "content": [
              [
                "view": "Text", "id": "user-label", "text": "User:",
                "modifiers": [
                  [
                    "background": [
                      "view": "GeometryReader", "proxy": "proxy",
                      "content": [
                        [
                          "view": "Color", "color": "clear",
                          "modifiers": [["preference": ["key": "MaxLabelWidth", "value": "proxy.size.width"]]],
                        ]
                      ],
                    ]
                  ],
                  ["frame": ["width": "labelWidth", "alignment": "trailing"]],
                ],
              ],
              ["view": "TextField", "title": "User"],
            ],
          ]
        ],
        "modifiers": [
          ["padding": [:]], ["onPreferenceChange": ["key": "MaxLabelWidth", "perform": "labelWidth = $0"]],
        ],
      ],
    ]
    let tree = try ViewTree(json: json)
    let pass = tree.layout()
    print(pass.textRendering())
    for d in pass.diagnostics { print(d) }
  }
}
