// swppp-audit web page: the drop zone and the "auditing..." poll. Everything works without it.
(function () {
  "use strict";
  var form = document.getElementById("upload-form");
  if (form) {
    var input = document.getElementById("file");
    var zone = document.getElementById("drop-zone");
    var chosen = document.getElementById("chosen");
    var problem = document.getElementById("client-error");
    var button = document.getElementById("submit");
    var maxBytes = parseInt(form.getAttribute("data-max-bytes"), 10);

    var check = function () {
      problem.hidden = true;
      var file = input.files && input.files[0];
      if (!file) { chosen.textContent = ""; return true; }
      var size = file.size < 1048576 ? Math.ceil(file.size / 1024) + " KB" : (file.size / 1048576).toFixed(1) + " MB";
      chosen.textContent = "Chosen: " + file.name + " (" + size + ")";
      var message = "";
      if (maxBytes && file.size > maxBytes) {
        message = file.name + " is larger than the limit of " + form.getAttribute("data-limit") + ".";
      } else if (!/\.pdf$/i.test(file.name) && file.type !== "application/pdf") {
        message = file.name + " does not look like a PDF. Choose a PDF file.";
      }
      if (message) { problem.textContent = message; problem.hidden = false; return false; }
      return true;
    };
    ["dragenter", "dragover"].forEach(function (name) {
      zone.addEventListener(name, function (event) { event.preventDefault(); zone.classList.add("over"); });
    });
    ["dragleave", "drop"].forEach(function (name) {
      zone.addEventListener(name, function () { zone.classList.remove("over"); });
    });
    zone.addEventListener("drop", function (event) {
      event.preventDefault();
      if (event.dataTransfer && event.dataTransfer.files.length) {
        input.files = event.dataTransfer.files;
        check();
        button.focus();
      }
    });
    input.addEventListener("change", check);
    form.addEventListener("submit", function (event) {
      if (!check()) { event.preventDefault(); input.focus(); return; }
      button.disabled = true;
      button.textContent = "Uploading…";
    });
    // Back from another page: the button must work again.
    window.addEventListener("pageshow", function () { button.disabled = false; button.textContent = "Audit the plan"; });
  }

  var progress = document.getElementById("progress");
  if (progress) {
    var url = progress.getAttribute("data-status-url");
    var poll = function () {
      fetch(url, { headers: { "Accept": "application/json" }, cache: "no-store" })
        .then(function (response) { return response.json(); })
        .then(function (status) {
          if (status.state === "queued" || status.state === "running") { setTimeout(poll, 1000); }
          else { window.location.reload(); }
        })
        .catch(function () { setTimeout(poll, 3000); });
    };
    setTimeout(poll, 700);
  }
}());
