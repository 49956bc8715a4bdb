extension StyleBuilder {
    /// Drops the empty lines that `<br>` runs left among the line groups from `first` on
    /// (the last of `out.texts`): those at the start and the end, where the block's margin
    /// separates it already, and all but one in a row, so that a gap is one blank line, as
    /// between paragraphs. At least one group stays.
    mutating func collapseEmptyLines(from first: Int32) {
        let first = Int(first)
        guard out.texts.count - first > 1 else { return }
        var kept = first
        var lastKeptEmpty = true
        for index in first..<out.texts.count {
            let empty = isEmptyLine(out.texts[index])
            if empty && lastKeptEmpty { continue }
            out.texts[kept] = out.texts[index]
            kept += 1
            lastKeptEmpty = empty
        }
        if kept - first > 1 && lastKeptEmpty { kept -= 1 }
        if kept == first { kept += 1 }
        out.texts.removeSubrange(kept...)
    }

    /// Whether a line group shows nothing but spaces.
    private func isEmptyLine(_ text: StyledText) -> Bool {
        out.runs[Int(text.runs.lowerBound)..<Int(text.runs.upperBound)].allSatisfy { run in
            out.text[Int(run.offset)..<Int(run.offset + run.count)].allSatisfy { $0 == 0x20 }
        }
    }
}
