#!/usr/bin/env python3
"""Whole-process comparison of cmark-swift with cmark-gfm and its peers (`make bench-peers`).

Times each command (median of repeated runs, output to /dev/null) on the generated 1 MB and
10 MB corpora and prints a Markdown table of times and ratios to cmark-gfm's C API parse +
walk (Scripts/cmark-walk.c, built here with gcc). Then code highlighting: 1 MB of code-heavy
Markdown (Fixtures/render/highlight.md's blocks in turn) rendered by cmark-swift with and
without highlighting, by rich (Pygments) and by bat (syntect), as ratios to cmark-swift
without highlighting. Peers that are not installed are installed on demand: rich and
markdown-it-py into .venv (PyPI), pandoc and bat from Debian. The tables are also written to
docs/bench-peers.md for the README.

usage: bench-peers.py [--runs N] [--sizes 1,10] [--quick]
"""
import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD = ROOT / ".build" / "bench-peers"
VENV = ROOT / ".venv"


def run(command, **kwargs):
    return subprocess.run(command, check=True, **kwargs)


def ensure_peers():
    python = VENV / "bin" / "python"
    if not python.exists():
        run([sys.executable, "-m", "venv", str(VENV)])
    missing = [p for p, module in (("rich", "rich"), ("markdown-it-py", "markdown_it"))
               if subprocess.run([str(python), "-c", f"import {module}"], capture_output=True).returncode != 0]
    if missing:
        run([str(python), "-m", "pip", "install", "-q", *missing])
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    for program, package in (("pandoc", "pandoc"), ("batcat", "bat"), ("lowdown", "lowdown")):
        if shutil.which(program) is None:
            subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", package], check=False)
    return python


def build_tools():
    BUILD.mkdir(parents=True, exist_ok=True)
    walker = BUILD / "cmark-walk"
    run(["gcc", "-O2", "-o", str(walker), str(ROOT / "Scripts" / "cmark-walk.c"), "-lcmark-gfm", "-lcmark-gfm-extensions"])
    for product in ("cmark-swift", "Benchmarks"):  # one --product per build: SwiftPM keeps only the last
        run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", product], cwd=ROOT, stdout=subprocess.DEVNULL)
    return walker, ROOT / ".build" / "release" / "cmark-swift", ROOT / ".build" / "release" / "Benchmarks"


def median_seconds(command, runs, env=None):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=env)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def peak_kib(command):
    """Peak resident memory of a command, from GNU time's %M (KiB), or None."""
    gnu_time = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)
    if gnu_time is None:
        return None
    result = subprocess.run([gnu_time, "-f", "%M", *command], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        return int(result.stderr.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--sizes", default="1,10")
    parser.add_argument("--quick", action="store_true", help="3 runs, 1 MB only")
    args = parser.parse_args()
    runs = 3 if args.quick else args.runs
    sizes = [1] if args.quick else [int(s) for s in args.sizes.split(",")]

    python = ensure_peers()
    walker, ours, bench = build_tools()
    corpus = {}
    for size in sizes:
        path = BUILD / f"corpus-{size}mb.md"
        run([str(bench), "--write-corpus", str(path), "--size", str(size)], stdout=subprocess.DEVNULL)
        corpus[f"{size} MB of generated GFM"] = path
    # About 1 MB of real READMEs: Fixtures/real (not the spec), repeated whole.
    real = sorted(p for p in (ROOT / "Fixtures" / "real").glob("*.md") if "spec" not in p.name)
    text = "\n\n".join(p.read_text(encoding="utf-8") for p in real)
    path = BUILD / "real-1mb.md"
    path.write_text((text + "\n\n") * max(1, (1 << 20) // len(text.encode())), encoding="utf-8")
    corpus["1 MB of real READMEs (Fixtures/real, repeated)"] = path

    color = dict(os.environ, CLICOLOR_FORCE="1", COLORTERM="truecolor", TERM="xterm-256color")
    rows = [
        ("parse + walk the C tree", "cmark-gfm C API", lambda f: [str(walker), f], None),
        ("HTML", "`cmark-gfm --to html`", lambda f: ["cmark-gfm", "--unsafe", "-e", "table", "-e", "strikethrough", "-e",
                                                      "autolink", "-e", "tagfilter", "-e", "tasklist", "-e", "footnotes", f], None),
        ("wrap to 80 columns", "`cmark-gfm --to plaintext --width 80`",
         lambda f: ["cmark-gfm", "--to", "plaintext", "--width", "80", "-e", "table", "-e", "strikethrough", "-e", "autolink",
                    "-e", "tasklist", "-e", "footnotes", f], None),
        ("HTML", "**`cmark-swift html`**", lambda f: [str(ours), "html", "--unsafe", f], None),
        ("terminal render, 80 columns", "**`cmark-swift render --width 80`** (dark, colour)",
         lambda f: [str(ours), "render", "--width", "80", "--color", "always", f], color),
        ("plain text, 80 columns", "**`cmark-swift render --format plain --width 80`**",
         lambda f: [str(ours), "render", "--width", "80", "--format", "plain", f], None),
        ("size at 181 widths", "**`cmark-swift measure --width 20..200`**",
         lambda f: [str(ours), "measure", "--width", ",".join(str(w) for w in range(20, 201)), f], None),
        ("terminal render, 80 columns", "lowdown -Tterm (C)",
         lambda f: ["lowdown", "-Tterm", "--term-columns=80", f], None),
        ("terminal render, 80 columns", "rich (Python)",
         lambda f: [str(python), "-m", "rich.markdown", "-c", "-w", "80", f], color),
        ("HTML", "markdown-it-py", lambda f: [str(VENV / "bin" / "markdown-it"), f], None),
        ("plain text, 80 columns", "pandoc", lambda f: ["pandoc", "-f", "gfm", "-t", "plain", "--columns=80", f], None),
    ]

    lines = []
    for name_of_input, path in corpus.items():
        file = str(path)
        size = path.stat().st_size >> 20
        lines.append(f"### {name_of_input} ({path.stat().st_size:,} bytes), median of {runs} runs\n")
        lines.append("| task | program | time (ms) | × C parse+walk | peak memory (MiB) |")
        lines.append("|---|---|---:|---:|---:|")
        baseline = None
        for task, name, command, env in rows:
            if "pandoc" in name and shutil.which("pandoc") is None:
                continue
            # The slow peers get fewer runs on the large input.
            peer_runs = max(1, runs // 4) if ("rich" in name or "pandoc" in name) and size > 1 else runs
            seconds = median_seconds(command(file), peer_runs, env)
            if baseline is None:
                baseline = seconds
            memory = peak_kib(command(file))
            memory_text = f"{memory / 1024:.1f}" if memory else "?"
            lines.append(f"| {task} | {name} | {seconds * 1000:.1f} | {seconds / baseline:.2f} | {memory_text} |")
            print(lines[-1], flush=True)
        lines.append("")
    lines += code_rows(ours, bench, python, color, runs)
    machine = subprocess.run(["uname", "-srm"], capture_output=True, text=True).stdout.strip()
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    lines.append(f"Machine: {cpu}, {os.cpu_count()} cores, {machine}. Reproduce with `make bench-peers`.")
    text = "\n".join(lines) + "\n"
    out = ROOT / "docs" / "bench-peers.md"
    out.parent.mkdir(exist_ok=True)
    out.write_text("<!-- Generated by `make bench-peers` (Scripts/bench-peers.py); do not edit. -->\n" + text)
    print()
    print(text)


def code_rows(ours, bench, python, color, runs):
    """The code-highlighting table: one code-heavy document through each highlighter."""
    path = BUILD / "code-corpus-1mb.md"
    run([str(bench), "--write-code-corpus", str(path), "--size", "1"], cwd=ROOT, stdout=subprocess.DEVNULL)
    file = str(path)
    rows = [
        ("cmark-swift, `--highlight never`", [str(ours), "render", "--width", "80", "--color", "always", "--highlight", "never", file]),
        ("**cmark-swift** (GNU source-highlight)", [str(ours), "render", "--width", "80", "--color", "always", file]),
        ("rich (Pygments)", [str(python), "-m", "rich.markdown", "-c", "-w", "80", file]),
        # bat colours the Markdown and the fenced code its Markdown syntax embeds (not Swift).
        ("bat (syntect), `-l md`", ["batcat", "--color=always", "--paging=never", "--style=plain", "-l", "md", file]),
    ]
    lines = [
        f"### Code highlighting: 1 MB of code-heavy Markdown ({path.stat().st_size:,} bytes), median of {runs} runs\n",
        "| program | time (ms) | × cmark-swift without highlighting | peak memory (MiB) |",
        "|---|---:|---:|---:|",
    ]
    baseline = None
    for name, command in rows:
        if shutil.which(command[0]) is None and not os.path.exists(command[0]):
            continue
        seconds = median_seconds(command, runs if "rich" not in name else max(1, runs // 4), color)
        baseline = baseline or seconds
        memory = peak_kib(command)
        memory_text = f"{memory / 1024:.1f}" if memory else "?"
        lines.append(f"| {name} | {seconds * 1000:.1f} | {seconds / baseline:.1f} | {memory_text} |")
        print(lines[-1], flush=True)
    lines.append("")
    return lines


if __name__ == "__main__":
    main()
