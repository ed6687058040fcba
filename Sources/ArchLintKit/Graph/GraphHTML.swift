/// `archlint graph --format html`: one self-contained page. The picture is inline SVG laid out by
/// `GraphLayout`; a small inline script shows an edge's references (file:line) on hover and
/// highlights a node's neighbourhood on click. The page's Content-Security-Policy forbids every
/// request (`default-src 'none'`): nothing is fetched from the network, and nothing can be.
enum GraphHTML {
    static func esc(_ s: String) -> String { Escape.xml(s) }

    static func render(_ g: ArchitectureGraph) -> String {
        let layout = GraphLayout(g)
        let f = GraphLayout.fmt
        let violations = g.edges.filter(\.isViolation)
        let findings = violations.reduce(0) { $0 + $1.findings.count }
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="generator" content="archlint \(esc(ArchLint.version))">
            <title>\(esc(GraphText.title(g)))</title>
            <style>
            body { margin: 0; font: 13px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2933; background: #fff; }
            header { padding: 10px 24px; border-bottom: 1px solid #e4e7eb; }
            header b { font-weight: 600; }
            header .bad { color: #c62828; }
            svg { display: block; }
            svg text { font-family: Menlo, Consolas, "DejaVu Sans Mono", monospace; }
            .node rect { fill: #f5f7fa; stroke: #5b6b7f; stroke-width: 1.2; rx: 5; }
            .node.external rect { stroke-dasharray: 4 3; fill: #fff; }
            .node.findings rect { stroke: #c62828; stroke-width: 2; }
            .node text { font-size: 12px; fill: #1f2933; dominant-baseline: central; }
            .node .badge { fill: #c62828; font-weight: bold; }
            .node { cursor: pointer; }
            .heading { font-size: 12px; font-weight: bold; fill: #3e4c59; }
            .edge { fill: none; stroke: #9aa5b1; stroke-width: 1.2; }
            .edge.conformance { stroke-dasharray: 5 3; }
            .edge.violation { stroke: #c62828; stroke-width: 2.2; }
            .edge-hit { fill: none; stroke: transparent; stroke-width: 10; cursor: help; }
            .edge-label rect { fill: #fff; stroke: #c62828; stroke-width: 1; rx: 3; }
            .edge-label text { font-size: 10px; fill: #c62828; dominant-baseline: central; }
            .dim { opacity: 0.15; }
            #tip { position: fixed; display: none; max-width: 640px; max-height: 60vh; overflow: auto; background: #1f2933; color: #fff; padding: 8px 10px; border-radius: 4px; font: 12px Menlo, Consolas, monospace; white-space: pre; pointer-events: none; }
            </style>
            </head>
            <body>
            <header><b>\(esc(GraphText.title(g)))</b> · \(g.nodes.count) nodes · \(g.edges.count) edges · <span class="\(violations.isEmpty ? "" : "bad")">\(violations.count) violation edge\(violations.count == 1 ? "" : "s") (\(findings) finding\(findings == 1 ? "" : "s"))</span> · hover an edge for its references, click a node to highlight its neighbours</header>
            <svg xmlns="http://www.w3.org/2000/svg" id="graph" width="\(f(layout.width))" height="\(f(layout.height))" viewBox="0 0 \(f(layout.width)) \(f(layout.height))">
            <defs>
            <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#9aa5b1"/></marker>
            <marker id="arrow-red" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#c62828"/></marker>
            </defs>

            """
        for h in layout.headings {
            out += "<text class=\"heading\" x=\"\(f(h.box.x))\" y=\"\(f(h.box.y + 14))\">\(esc(h.text))</text>\n"
        }
        out += "<g id=\"edges\">\n"
        for (i, e) in g.edges.enumerated() {
            var cls = ["edge"]
            if e.isViolation { cls.append("violation") }
            if e.conformances > 0 && e.imports == 0 && e.references == 0 { cls.append("conformance") }
            let tip = edgeTip(e, g)
            out += "<g class=\"edge-group\" id=\"e\(i)\" data-from=\"\(esc(e.from))\" data-to=\"\(esc(e.to))\" data-tip=\"\(esc(tip))\">"
            out += "<path class=\"\(cls.joined(separator: " "))\" d=\"\(layout.paths[i])\" marker-end=\"url(#\(e.isViolation ? "arrow-red" : "arrow"))\"/>"
            out += "<path class=\"edge-hit\" d=\"\(layout.paths[i])\"/></g>\n"
        }
        out += "</g>\n<g id=\"labels\">\n"
        for (i, l) in layout.labels.enumerated() {
            guard let l else { continue }
            out += "<g class=\"edge-label\" data-edge=\"e\(i)\"><rect x=\"\(f(l.box.x))\" y=\"\(f(l.box.y))\" width=\"\(f(l.box.width))\" height=\"\(f(l.box.height))\"/>"
            out += "<text x=\"\(f(l.box.x + 5))\" y=\"\(f(l.box.midY))\">\(esc(l.text))</text></g>\n"
        }
        out += "</g>\n<g id=\"nodes\">\n"
        for (i, n) in g.nodes.enumerated() {
            let r = layout.nodes[i]
            var cls = ["node", n.kind.rawValue]
            if n.findings > 0 { cls.append("findings") }
            var title = n.id
            if let role = n.role { title += " — " + role }
            if n.findings > 0 { title += " — \(n.findings) finding\(n.findings == 1 ? "" : "s")" }
            out += "<g class=\"\(cls.joined(separator: " "))\" id=\"n\(i)\" data-id=\"\(esc(n.id))\" data-findings=\"\(n.findings)\"><title>\(esc(title))</title>"
            out += "<rect x=\"\(f(r.x))\" y=\"\(f(r.y))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\"/>"
            out += "<text x=\"\(f(r.x + 12))\" y=\"\(f(r.midY))\">\(esc(n.label))</text>"
            if n.findings > 0 {
                let w = GraphLayout.textWidth("\(n.findings)")
                out += "<text class=\"badge\" x=\"\(f(r.maxX - 10 - w))\" y=\"\(f(r.midY))\">\(n.findings)</text>"
            }
            out += "</g>\n"
        }
        out += "</g>\n</svg>\n<div id=\"tip\"></div>\n"
        out += script
        out += "</body>\n</html>\n"
        return out
    }

    /// The hover text of an edge: its ends, counts, findings, and references with file:line.
    static func edgeTip(_ e: ArchitectureGraph.Edge, _ g: ArchitectureGraph) -> String {
        var lines = ["\(e.from) → \(e.to)"]
        var counts: [String] = []
        if e.imports > 0 { counts.append("\(e.imports) import\(e.imports == 1 ? "" : "s")") }
        if e.references > 0 { counts.append("\(e.references) reference\(e.references == 1 ? "" : "s")") }
        if e.conformances > 0 { counts.append("\(e.conformances) conformance\(e.conformances == 1 ? "" : "s")") }
        if !counts.isEmpty { lines.append(counts.joined(separator: ", ")) }
        for fd in e.findings { lines.append("✖ \(fd.ruleID) \(fd.path):\(fd.line):\(fd.column) \(fd.message)") }
        for o in e.occurrences { lines.append("  \(o.path):\(o.line):\(o.column) \(o.via) \(o.name)") }
        let total = e.imports + e.references + e.conformances
        if total > e.occurrences.count { lines.append("  … and \(total - e.occurrences.count) more") }
        return lines.joined(separator: "\n")
    }

    static let script = """
        <script>
        (function () {
          var tip = document.getElementById('tip');
          var groups = Array.prototype.slice.call(document.querySelectorAll('.edge-group'));
          groups.forEach(function (g) {
            g.addEventListener('mousemove', function (ev) {
              tip.textContent = g.getAttribute('data-tip');
              tip.style.display = 'block';
              tip.style.left = Math.min(ev.clientX + 14, window.innerWidth - 660) + 'px';
              tip.style.top = (ev.clientY + 14) + 'px';
            });
            g.addEventListener('mouseleave', function () { tip.style.display = 'none'; });
          });
          var selected = null;
          Array.prototype.forEach.call(document.querySelectorAll('.node'), function (n) {
            n.addEventListener('click', function () {
              var id = n.getAttribute('data-id');
              selected = selected === id ? null : id;
              var near = {};
              if (selected) {
                near[selected] = true;
                groups.forEach(function (g) {
                  if (g.getAttribute('data-from') === selected) near[g.getAttribute('data-to')] = true;
                  if (g.getAttribute('data-to') === selected) near[g.getAttribute('data-from')] = true;
                });
              }
              Array.prototype.forEach.call(document.querySelectorAll('.node'), function (m) {
                m.classList.toggle('dim', !!selected && !near[m.getAttribute('data-id')]);
              });
              groups.forEach(function (g) {
                var on = !selected || g.getAttribute('data-from') === selected || g.getAttribute('data-to') === selected;
                g.classList.toggle('dim', !on);
                var label = document.querySelector('.edge-label[data-edge="' + g.id + '"]');
                if (label) label.classList.toggle('dim', !on);
              });
            });
          });
        })();
        </script>

        """
}
