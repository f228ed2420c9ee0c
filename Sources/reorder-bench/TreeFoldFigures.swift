import ReorderCore
import ReorderFrontEnd
import ReorderTree

/// Collapse and expand in a 1,000,000-row tree, and drag steps past many
/// collapsed rows. A collapse marks the node and recomputes the hidden
/// runs in one pass over the order (no copy of the list); a drag step
/// maps the shown rows through the runs by binary search.
///
/// - collapse / expand: Left / Right on "big", the root of a 100,000-row
///   subtree at the top of 1,000,000 rows (then 900,000 top-level leaves);
/// - drag steps: 100,000 parents of 9 children each (1,000,000 rows), with
///   nothing collapsed and with every parent collapsed (100,000 runs).
///
/// Each figure is in this thread's CPU time; the collapse and expand are
/// the median of 5.
func measureTreeFolds() {
  var bytes = Array("big\n".utf8)
  for i in 0..<99_999 { bytes += Array("  child \(i)\n".utf8) }
  for i in 0..<900_000 { bytes += Array("leaf \(i)\n".utf8) }
  var engine = treeEngine(bytes)
  var time = Duration.seconds(1)
  var collapse: [Double] = []
  var expand: [Double] = []
  for _ in 0..<5 {
    time += .milliseconds(10)
    collapse.append(milliseconds(measureCPU { _ = engine.handle(.kind(TreeAction.shallower), at: time) }))
    precondition(engine.shownCount == 900_001, "the subtree is collapsed")
    time += .milliseconds(10)
    expand.append(milliseconds(measureCPU { _ = engine.handle(.kind(TreeAction.deeper), at: time) }))
    precondition(engine.shownCount == 1_000_000, "the subtree is expanded")
  }
  print("")
  print("| tree folds, 1,000,000 rows | ms |")
  print("| --- | ---: |")
  print("| collapse the root of a 100,000-row subtree | \(format(median(collapse), 2)) |")
  print("| expand it | \(format(median(expand), 2)) |")

  var parents: [UInt8] = []
  for i in 0..<100_000 {
    parents += Array("- parent \(i)\n".utf8)
    for j in 0..<9 { parents += Array("  - child \(j) of \(i)\n".utf8) }
  }
  print("")
  print("| tree drag step, 1,000,000 rows | nothing collapsed (ns) | 100,000 rows collapsed (ns) |")
  print("| --- | ---: | ---: |")
  let open = foldedDragFigures(parents, collapseEvery: false)
  let folded = foldedDragFigures(parents, collapseEvery: true)
  for (index, name) in ["keyboard drag step", "pointer drag step"].enumerated() {
    print("| \(name) | \(format(open[index])) | \(format(folded[index])) |")
  }
}

private func treeEngine(_ bytes: [UInt8]) -> ReorderEngine {
  let list = load(bytes)
  guard let rows = try? TreeRows.read(list.store, reading: .indentation(tabWidth: 8)) else {
    fatalError("tree read")
  }
  var configuration = configuration()
  configuration.kind = TreeKind(rows: rows)
  return ReorderEngine(list: list, width: 120, height: 40, configuration: configuration)
}

/// A keyboard and a pointer drag step of parent 50,000 (with its 9
/// children) among the others, every parent collapsed or none.
private func foldedDragFigures(_ bytes: [UInt8], collapseEvery: Bool) -> [Double] {
  var engine = treeEngine(bytes)
  var time = Duration.seconds(1)
  if collapseEvery { engine.setCollapsed(Set((0..<100_000).map { UInt32($0 * 10) })) }
  _ = engine.handle(.cursor(.to(500_000)), at: time)
  _ = engine.handle(.holdKey(.press), at: time)
  precondition(engine.isDragging)
  var model = AppModel(engine: engine)
  let (keyboard, pointer) = verticalDragSteps(&model, time: &time)
  return [keyboard, pointer]
}
