/// archlint's own layered layout for the HTML picture: boxes in rows by rank (layers: Presentation,
/// Domain, Data; types: by role), features as columns at the layers level, rows wrapped when they
/// grow too wide, and every violation label placed where it overlaps no box and no other label.
/// Text is drawn in a monospace font, so a label's width is known here exactly enough to lay
/// it out without a browser.
struct GraphLayout: Equatable {
    struct Rect: Equatable {
        var x: Double, y: Double, width: Double, height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }
        var midX: Double { x + width / 2 }
        var midY: Double { y + height / 2 }
        func overlaps(_ o: Rect) -> Bool { x < o.maxX && o.x < maxX && y < o.maxY && o.y < maxY }
        func inset(_ d: Double) -> Rect { Rect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }
    }

    struct Label: Equatable {
        var text: String
        var box: Rect
    }

    /// A box per node, by index in `graph.nodes`.
    var nodes: [Rect] = []
    /// A column heading per feature (layers level).
    var headings: [Label] = []
    /// The path of each edge (SVG `d`), by index in `graph.edges`.
    var paths: [String] = []
    /// The label of each violation edge (nil for the others).
    var labels: [Label?] = []
    var width: Double = 0
    var height: Double = 0

    static let charWidth = 7.3        // 12 px monospace
    static let labelCharWidth = 6.1   // 10 px monospace
    static let boxHeight = 30.0
    static let rowGap = 70.0
    static let columnGap = 40.0
    static let margin = 24.0
    static let maxRowWidth = 1500.0

    static func textWidth(_ s: String, char: Double = charWidth) -> Double { Double(s.unicodeScalars.count) * char }

    static func boxWidth(_ n: ArchitectureGraph.Node) -> Double {
        let badge = n.findings > 0 ? textWidth(" \(n.findings)") + 18 : 0
        return max(90, textWidth(n.label) + 24 + badge)
    }

    init() {}

    init(_ g: ArchitectureGraph) {
        nodes = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: g.nodes.count)
        if g.level == .layers { layoutColumns(g) } else { layoutRows(g) }
        routeEdges(g)
    }

    /// Layers: one column per feature, one row per layer; external modules in a last row.
    mutating func layoutColumns(_ g: ArchitectureGraph) {
        let features = Array(Set(g.nodes.filter { $0.kind == .layer }.compactMap(\.feature))).sorted(by: Self.naturalLess)
        let ranks = Array(Set(g.nodes.filter { $0.kind == .layer }.map(\.rank))).sorted()
        let headingHeight = 22.0
        var x = Self.margin
        let top = Self.margin + headingHeight + 8
        func rowY(_ rank: Int) -> Double { top + Double(ranks.firstIndex(of: rank) ?? 0) * (Self.boxHeight + Self.rowGap) }
        for f in features {
            let members = g.nodes.indices.filter { g.nodes[$0].kind == .layer && g.nodes[$0].feature == f }
            let width = max(members.map { Self.boxWidth(g.nodes[$0]) }.max() ?? 90, Self.textWidth(f) + 8)
            headings.append(Label(text: f, box: Rect(x: x, y: Self.margin, width: width, height: headingHeight)))
            for i in members { nodes[i] = Rect(x: x, y: rowY(g.nodes[i].rank), width: width, height: Self.boxHeight) }
            x += width + Self.columnGap
        }
        var bottom = ranks.isEmpty ? top : rowY(ranks.last!) + Self.boxHeight
        width = max(x - Self.columnGap + Self.margin, 2 * Self.margin)
        let others = g.nodes.indices.filter { g.nodes[$0].kind != .layer }
        if !others.isEmpty {
            bottom = placeWrapped(others, g, top: bottom + (ranks.isEmpty ? 0 : Self.rowGap))
        }
        height = bottom + Self.margin
    }

    /// Features and types: a row per rank (empty ranks dropped), wrapped at `maxRowWidth`.
    mutating func layoutRows(_ g: ArchitectureGraph) {
        var y = Self.margin
        let ranks = Array(Set(g.nodes.map(\.rank))).sorted()
        for (k, r) in ranks.enumerated() {
            let members = g.nodes.indices.filter { g.nodes[$0].rank == r }.sorted { Self.naturalLess(g.nodes[$0].label, g.nodes[$1].label) }
            y = placeWrapped(members, g, top: y) + (k == ranks.count - 1 ? 0 : Self.rowGap)
        }
        height = y + Self.margin
    }

    /// Places boxes left to right from `top`, starting a new line when the row would pass
    /// `maxRowWidth`; returns the bottom of the last line.
    mutating func placeWrapped(_ members: [Int], _ g: ArchitectureGraph, top: Double) -> Double {
        var x = Self.margin, y = top
        for i in members {
            let w = Self.boxWidth(g.nodes[i])
            if x > Self.margin && x + w > Self.maxRowWidth {
                x = Self.margin
                y += Self.boxHeight + Self.rowGap * 0.6
            }
            nodes[i] = Rect(x: x, y: y, width: w, height: Self.boxHeight)
            x += w + Self.columnGap
            width = max(width, x - Self.columnGap + Self.margin)
        }
        return y + Self.boxHeight
    }

    static func fmt(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// A curve from the source box to the target box (a loop for an edge to itself), then a
    /// label for each violation edge at the first free spot along it.
    mutating func routeEdges(_ g: ArchitectureGraph) {
        let index = Dictionary(uniqueKeysWithValues: g.nodes.enumerated().map { ($0.element.id, $0.offset) })
        var taken: [Rect] = nodes.map { $0.inset(2) } + headings.map(\.box)
        paths = []
        labels = []
        for e in g.edges {
            let a = nodes[index[e.from]!], b = nodes[index[e.to]!]
            var points: [(Double, Double)] = []
            let d: String
            if e.from == e.to {
                let x0 = a.maxX, y0 = a.y + 8, y1 = a.maxY - 8
                d = "M\(Self.fmt(x0)),\(Self.fmt(y0)) C\(Self.fmt(x0 + 46)),\(Self.fmt(y0 - 18)) \(Self.fmt(x0 + 46)),\(Self.fmt(y1 + 18)) \(Self.fmt(x0)),\(Self.fmt(y1))"
                points = [(x0 + 36, a.midY)]
            } else {
                let (sx, sy, tx, ty): (Double, Double, Double, Double)
                if abs(a.midY - b.midY) < 1 {
                    // Same row: from side to side, bowed above the row.
                    let leftToRight = a.midX < b.midX
                    sx = leftToRight ? a.maxX : a.x; tx = leftToRight ? b.x : b.maxX
                    sy = a.midY; ty = b.midY
                    let bow = min(60, 20 + abs(tx - sx) / 8)
                    d = "M\(Self.fmt(sx)),\(Self.fmt(sy)) C\(Self.fmt(sx)),\(Self.fmt(sy - bow)) \(Self.fmt(tx)),\(Self.fmt(ty - bow)) \(Self.fmt(tx)),\(Self.fmt(ty))"
                    for t in [0.5, 0.35, 0.65, 0.2, 0.8] { points.append(Self.cubic(t, (sx, sy), (sx, sy - bow), (tx, ty - bow), (tx, ty))) }
                } else {
                    let down = a.midY < b.midY
                    // Ends spread toward the other box, and downward and upward edges apart, so two
                    // edges between the same boxes in opposite directions do not lie on each other.
                    let off = down ? 7.0 : -7.0
                    let spread = max(-a.width / 3, min(a.width / 3, (b.midX - a.midX) / 8))
                    let spreadIn = max(-b.width / 3, min(b.width / 3, (a.midX - b.midX) / 8))
                    sx = a.midX + spread + off; sy = down ? a.maxY : a.y
                    tx = b.midX + spreadIn + off; ty = down ? b.y : b.maxY
                    let my = (sy + ty) / 2
                    d = "M\(Self.fmt(sx)),\(Self.fmt(sy)) C\(Self.fmt(sx)),\(Self.fmt(my)) \(Self.fmt(tx)),\(Self.fmt(my)) \(Self.fmt(tx)),\(Self.fmt(ty))"
                    for t in [0.5, 0.35, 0.65, 0.2, 0.8, 0.12, 0.88] { points.append(Self.cubic(t, (sx, sy), (sx, my), (tx, my), (tx, ty))) }
                }
            }
            paths.append(d)
            guard e.isViolation else { labels.append(nil); continue }
            let text = GraphText.violationLabel(e)
            let w = Self.textWidth(text, char: Self.labelCharWidth) + 10, h = 16.0
            var chosen: Rect?
            // Along the edge first, then stepping down and up from its middle until a spot is free.
            search: for step in 0..<200 {
                for p in points {
                    let dy = step == 0 ? 0 : Double((step + 1) / 2) * (h + 2) * (step % 2 == 1 ? 1 : -1)
                    // Kept inside the picture's left and top edges rather than refused there.
                    let r = Rect(x: max(4, p.0 - w / 2), y: p.1 - h / 2 + dy, width: w, height: h)
                    if r.y >= 2 && !taken.contains(where: { $0.overlaps(r) }) { chosen = r; break search }
                }
            }
            let box = chosen ?? Rect(x: Self.margin, y: height, width: w, height: h)
            if chosen == nil { height += h + 4 }
            taken.append(box.inset(1))
            labels.append(Label(text: text, box: box))
            width = max(width, box.maxX + Self.margin)
            height = max(height, box.maxY + Self.margin)
        }
        for n in nodes where n.maxX + 50 > width { width = n.maxX + 50 }
    }

    /// `Feature2` before `Feature10`: runs of digits compare as numbers.
    static func naturalLess(_ a: String, _ b: String) -> Bool {
        var i = a.unicodeScalars.makeIterator(), j = b.unicodeScalars.makeIterator()
        var x = i.next(), y = j.next()
        while let c = x, let d = y {
            if c.properties.numericType != nil && d.properties.numericType != nil, let cv = c.properties.numericValue, let dv = d.properties.numericValue,
               cv == cv.rounded(), dv == dv.rounded() {
                var n = 0.0, m = 0.0
                while let u = x, let v = u.properties.numericValue, u.properties.numericType != nil { n = n * 10 + v; x = i.next() }
                while let u = y, let v = u.properties.numericValue, u.properties.numericType != nil { m = m * 10 + v; y = j.next() }
                if n != m { return n < m }
                continue
            }
            if c != d { return c.value < d.value }
            x = i.next(); y = j.next()
        }
        if x == nil && y == nil { return a < b }
        return x == nil
    }

    static func cubic(_ t: Double, _ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double)) -> (Double, Double) {
        let u = 1 - t
        let x = u * u * u * p0.0 + 3 * u * u * t * p1.0 + 3 * u * t * t * p2.0 + t * t * t * p3.0
        let y = u * u * u * p0.1 + 3 * u * u * t * p1.1 + 3 * u * t * t * p2.1 + t * t * t * p3.1
        return (x, y)
    }

    /// Every box and label that must not overlap another: the test of legibility.
    var boxes: [(what: String, rect: Rect)] {
        nodes.enumerated().map { ("node \($0.offset)", $0.element) } + headings.map { ("heading \($0.text)", $0.box) }
            + labels.enumerated().compactMap { i, l in l.map { ("label of edge \(i): \($0.text)", $0.box) } }
    }
}
