/// The part of a `Section` a view belongs to; `Form`/`List` lay out headers, rows and footers differently.
enum SectionRole: Hashable {
  case header
  case row
  case footer
}
