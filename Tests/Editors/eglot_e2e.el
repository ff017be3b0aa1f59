;;; eglot_e2e.el --- Emacs + eglot against the built daemon, in batch  -*- lexical-binding: t; -*-
;; emacs --batch -Q -l Tests/Editors/eglot_e2e.el, with INSPECTOR_DAEMON and SWIFT_FILE set.
;; Opens the file in a Swift buffer, lets editors/emacs start the daemon through eglot, waits for diagnostics,
;; hovers the first Text("…") and checks its width (fixed-advance measurer, derived: ceil(25.5 n) / 3 for n
;; characters), runs swiftui-inspector-why, and exits 0 (pass) or 1. With EXPECT_DIAGNOSTIC set, a published
;; diagnostic's message must contain it.
(dolist (dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*"))
  (add-to-list 'load-path dir))
(add-to-list 'load-path (expand-file-name "../../editors/emacs" (file-name-directory load-file-name)))
(require 'eglot)
(require 'swiftui-inspector)
(unless (fboundp 'swift-mode) (define-derived-mode swift-mode prog-mode "Swift"))
(setq swiftui-inspector-command (list (getenv "INSPECTOR_DAEMON")))
(swiftui-inspector-register)
(setq-default eglot-workspace-configuration nil)
(setq eglot-connect-timeout 60)

(defun e2e-fail (format-string &rest args)
  (princ (concat "FAIL: " (apply #'format format-string args) "\n"))
  (kill-emacs 1))

(defvar e2e-diagnostics nil)
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest params)
              (when (eq method 'textDocument/publishDiagnostics)
                (setq e2e-diagnostics (plist-get params :diagnostics)))))

(find-file (getenv "SWIFT_FILE"))
(swift-mode)
(let ((eglot-server-initialized-hook nil))
  (setq-local eglot--cached-server nil)
  (condition-case problem
      (let ((server (eglot--connect '(swift-mode) (project-current nil default-directory)
                                    'eglot-lsp-server
                                    (list (getenv "INSPECTOR_DAEMON") :initializationOptions
                                          '(:textMeasurer "fixedAdvance"))
                                    "swift")))
        (unless server (e2e-fail "eglot did not connect")))
    (error (e2e-fail "eglot failed: %S" problem))))
(let ((deadline (+ (float-time) 60)))
  (while (and (null e2e-diagnostics) (< (float-time) deadline))
    (accept-process-output nil 0.05)))
(princ (format "diagnostics: %d\n" (length e2e-diagnostics)))
(let ((wanted (getenv "EXPECT_DIAGNOSTIC")))
  (when (and wanted (not (seq-some (lambda (d) (string-search wanted (plist-get d :message))) e2e-diagnostics)))
    (e2e-fail "no diagnostic says %s" wanted))
  (when wanted (princ (format "diagnostic: %s\n" wanted))))
(goto-char (point-min))
(unless (re-search-forward "Text(\"\\([^\"\\\\]+\\)\")" nil t) (e2e-fail "no Text(\"…\") in the file"))
(let* ((label (match-string 1))
       (width (/ (fceiling (- (* 25.5 (length label)) 1e-9)) 3.0))
       (expected (format "**Text** %s×" (replace-regexp-in-string "\\.?0+$" "" (format "%.3f" width)))))
  (goto-char (match-beginning 0))
  (let* ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover
                                 (eglot--TextDocumentPositionParams)))
         (value (plist-get (plist-get hover :contents) :value)))
    (princ (format "hover: %s\n" (car (split-string (or value "") "\n"))))
    (unless (and value (string-prefix-p expected value)) (e2e-fail "the hover should start with %s" expected))))
(swiftui-inspector-why)
(let ((first (aref (plist-get swiftui-inspector-last-result :lines) 0)))
  (princ (format "why: %s\n" first))
  (unless (string-prefix-p "Width " first) (e2e-fail "the explanation should start with \"Width \"")))
(eglot-shutdown (eglot-current-server))
(princ "PASS\n")
(kill-emacs 0)
