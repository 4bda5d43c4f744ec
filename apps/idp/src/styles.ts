// Served as a same-origin stylesheet (never inline) so that the pages work under a strict CSP.
export const IDP_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#212529;background:#f1f3f9;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:20px;font-size:1.5rem;font-weight:700;letter-spacing:-.01em;color:#1f2a5c}
.brand-mark{width:34px;height:34px;border-radius:9px;background:linear-gradient(135deg,#4c6ef5,#7048e8);box-shadow:0 4px 10px rgba(76,110,245,.35);position:relative}
.brand-mark::after{content:"";position:absolute;inset:9px;border:3px solid #fff;border-radius:4px 4px 50% 50%}
main.card{width:100%;max-width:400px;background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(16,24,40,.08),0 12px 32px rgba(16,24,40,.08);padding:32px 28px}
h1{font-size:1.35rem;margin:0 0 6px;font-weight:650}
p{line-height:1.5;margin:0 0 16px;color:#495057}
.subtitle{margin-bottom:24px}
form{margin:0}
.field{margin-bottom:16px}
.field-row{display:flex;gap:12px}
.field-row .field{flex:1;min-width:0}
label{display:block;font-size:.9rem;font-weight:600;margin-bottom:6px;color:#343a40}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;font-size:1rem;padding:10px 12px;border:1px solid #ced4da;border-radius:8px;background:#fff;color:inherit;transition:border-color .15s,box-shadow .15s}
input:focus{outline:none;border-color:#4c6ef5;box-shadow:0 0 0 3px rgba(76,110,245,.25)}
input[aria-invalid=true]{border-color:#e03131}
.hint{font-size:.8rem;color:#5f676f;margin-top:4px}
.field-error{font-size:.8rem;color:#c92a2a;margin-top:4px}
.alert{border-radius:8px;padding:10px 12px;margin-bottom:16px;font-size:.92rem;line-height:1.4}
.alert-error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9}
.alert-info{background:#edf2ff;color:#364fc7;border:1px solid #bac8ff}
.btn{display:block;width:100%;font:inherit;font-weight:600;font-size:1rem;padding:11px 16px;border-radius:8px;border:1px solid transparent;cursor:pointer;text-align:center;text-decoration:none}
.btn-primary{background:#4263eb;color:#fff}
.btn-primary:hover{background:#3b5bdb}
.btn-primary:focus-visible,.btn-secondary:focus-visible,a:focus-visible{outline:3px solid rgba(76,110,245,.45);outline-offset:2px}
.btn-secondary{background:#fff;color:#343a40;border-color:#ced4da;margin-top:10px}
.btn-secondary:hover{background:#f8f9fa}
a{color:#4263eb;text-decoration:none;font-weight:500}
a:hover{text-decoration:underline}
.row-end{display:flex;justify-content:flex-end;margin:-6px 0 18px;font-size:.9rem}
.footer-links{margin-top:22px;padding-top:18px;border-top:1px solid #e9ecef;text-align:center;font-size:.92rem;color:#495057}
.page-footer{margin-top:18px;font-size:.8rem;color:#5f676f}
@media (prefers-color-scheme:dark){html{background:#101113;color:#e9ecef}main.card{background:#1a1b1e;box-shadow:none;border:1px solid #2c2e33}h1,label{color:#f1f3f5}p,.footer-links{color:#c1c2c5}.hint,.page-footer{color:#909296}.brand{color:#dbe4ff}input[type=email],input[type=password],input[type=text]{background:#25262b;border-color:#373a40}.btn-secondary{background:#25262b;color:#e9ecef;border-color:#373a40}.footer-links{border-color:#2c2e33}a{color:#91a7ff}.alert-error{background:#2c1515;border-color:#5c2020;color:#ffa8a8}.alert-info{background:#1b2040;border-color:#33407a;color:#bac8ff}}
@media (max-width:420px){main.card{padding:24px 18px}.field-row{flex-direction:column;gap:0}}
`;
