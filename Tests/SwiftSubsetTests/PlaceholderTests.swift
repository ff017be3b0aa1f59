import Testing

/// Placeholder until the module's tests arrive.
struct PlaceholderTests {
  @Test func placeholder() {}
}
