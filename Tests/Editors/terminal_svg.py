"""A terminal screen as SVG: reads `tmux capture-pane -e -p` output (text with ANSI SGR colours) on stdin and writes
an SVG of the same cells on stdout, for the editor pictures in Documentation/editors.md (screenshot.sh).
"""
import re
import sys
from xml.sax.saxutils import escape

CELL_WIDTH, CELL_HEIGHT, FONT_SIZE = 8.4, 17, 14
FOREGROUND, BACKGROUND = "#d8d8d8", "#1c1c1c"
# xterm's 16 colours.
BASIC = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#4169e1", "#cd00cd", "#00cdcd", "#e5e5e5",
         "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]


def colour256(index):
    if index < 16:
        return BASIC[index]
    if index < 232:
        index -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (levels[index // 36], levels[index // 6 % 6], levels[index % 6])
    grey = 8 + 10 * (index - 232)
    return "#%02x%02x%02x" % (grey, grey, grey)


def apply(codes, style):
    codes = codes or [0]
    index = 0
    while index < len(codes):
        code = codes[index]
        if code == 0:
            style.update(fg=None, bg=None, bold=False, reverse=False)
        elif code == 1:
            style["bold"] = True
        elif code == 22:
            style["bold"] = False
        elif code == 7:
            style["reverse"] = True
        elif code == 27:
            style["reverse"] = False
        elif 30 <= code <= 37 or 90 <= code <= 97:
            style["fg"] = BASIC[code - 30 if code < 90 else code - 82]
        elif 40 <= code <= 47 or 100 <= code <= 107:
            style["bg"] = BASIC[code - 40 if code < 100 else code - 92]
        elif code in (38, 48) and index + 2 < len(codes) and codes[index + 1] == 5:
            style["fg" if code == 38 else "bg"] = colour256(codes[index + 2])
            index += 2
        elif code in (38, 48) and index + 4 < len(codes) and codes[index + 1] == 2:
            style["fg" if code == 38 else "bg"] = "#%02x%02x%02x" % tuple(codes[index + 2:index + 5])
            index += 4
        elif code == 39:
            style["fg"] = None
        elif code == 49:
            style["bg"] = None
        index += 1


def main():
    lines = sys.stdin.read().rstrip("\n").split("\n")
    columns = max(len(re.sub(r"\x1b\[[0-9;]*m", "", line)) for line in lines)
    width, height = columns * CELL_WIDTH + 16, len(lines) * CELL_HEIGHT + 16
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height}" '
           f'font-family="DejaVu Sans Mono, monospace" font-size="{FONT_SIZE}">',
           f'<rect width="100%" height="100%" fill="{BACKGROUND}"/>']
    style = {"fg": None, "bg": None, "bold": False, "reverse": False}
    for row, line in enumerate(lines):
        column = 0
        y = 8 + row * CELL_HEIGHT
        for part in re.split(r"(\x1b\[[0-9;]*m)", line):
            if part.startswith("\x1b["):
                apply([int(code) for code in part[2:-1].split(";") if code], style)
                continue
            if not part:
                continue
            fg, bg = style["fg"] or FOREGROUND, style["bg"]
            if style["reverse"]:
                fg, bg = bg or BACKGROUND, fg
            x = 8 + column * CELL_WIDTH
            if bg:
                out.append(f'<rect x="{x:.1f}" y="{y}" width="{len(part) * CELL_WIDTH:.1f}" height="{CELL_HEIGHT}" '
                           f'fill="{bg}"/>')
            if part.strip():
                weight = ' font-weight="bold"' if style["bold"] else ""
                out.append(f'<text x="{x:.1f}" y="{y + 13}" fill="{fg}"{weight} xml:space="preserve" '
                           f'textLength="{len(part) * CELL_WIDTH:.1f}">{escape(part)}</text>')
            column += len(part)
    out.append("</svg>")
    sys.stdout.write("\n".join(out) + "\n")


main()
