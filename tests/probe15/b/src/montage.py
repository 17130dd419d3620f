import sys, glob
from PIL import Image
files = sys.argv[2:]
ims = [Image.open(f) for f in files]
w = max(i.width for i in ims); h = max(i.height for i in ims)
cols = 4; rows = (len(ims)+cols-1)//cols
M = Image.new("RGB", (cols*w, rows*h), "white")
for k, im in enumerate(ims): M.paste(im, ((k%cols)*w, (k//cols)*h))
M.save(sys.argv[1])
