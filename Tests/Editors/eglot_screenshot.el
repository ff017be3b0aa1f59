;;; eglot_screenshot.el --- Emacs + eglot as a user sees it, for Documentation/editors.md  -*- lexical-binding: t; -*-
;; Run by Tests/Editors/screenshot.sh emacs in a terminal Emacs inside tmux, which captures the screen: opens
;; SWIFT_FILE with editors/emacs's eglot server (the daemon's own settings), waits for its diagnostics, and shows
;; swiftui-inspector-why for the first Text("…").
(dolist (dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*"))
  (add-to-list 'load-path dir))
(add-to-list 'load-path (expand-file-name "../../editors/emacs" (file-name-directory load-file-name)))
(require 'eglot)
(require 'swiftui-inspector)
(unless (fboundp 'swift-mode) (define-derived-mode swift-mode prog-mode "Swift"))
(setq swiftui-inspector-command (list (getenv "INSPECTOR_DAEMON")))
(swiftui-inspector-register)
(setq eglot-connect-timeout 90 inhibit-startup-screen t)
(global-display-line-numbers-mode 1)
(defvar screenshot-published nil)
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest _params)
              (when (eq method 'textDocument/publishDiagnostics) (setq screenshot-published t))))
(find-file (getenv "SWIFT_FILE"))
(swift-mode)
(eglot-ensure)
(run-with-timer
 1 nil
 (lambda ()
   (let ((deadline (+ (float-time) 90)))
     (while (and (not screenshot-published) (< (float-time) deadline))
       (accept-process-output nil 0.1)))
   (goto-char (point-min))
   (when (re-search-forward "Text(\"" nil t)
     (goto-char (match-beginning 0))
     (recenter 8)
     (swiftui-inspector-why))))
